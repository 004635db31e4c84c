// The checkout's query keys.
export const checkoutKeys = {
  payment: (paymentId: string) => ["public-payment", paymentId] as const,
  session: (paymentId: string, sessionId: string | null) =>
    ["checkout-session", paymentId, sessionId] as const,
};
