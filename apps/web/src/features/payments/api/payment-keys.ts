// The payments area's query keys.
export const paymentKeys = {
  /** A deal's payments, newest first. */
  deal: (dealId: string) => ["payments", dealId] as const,
};
