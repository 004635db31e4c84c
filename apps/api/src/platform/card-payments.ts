// Who takes card payments (PAYMENTS_PROVIDER): Stripe, or the portal's own test provider. Both speak
// in checkout sessions: the portal asks for one per attempt, the customer's page draws the
// provider's form with its client secret, and the provider says how it ended (asked, or by webhook).

/** ISO 4217 currencies whose minor unit is not a hundredth (Stripe's list); every other one has two places. */
const minorUnitExponents: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  MGA: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  JOD: 3,
  KWD: 3,
  OMR: 3,
  TND: 3,
};

/** An amount ("120.50", at most two places) in the currency's minor units (12050 cents; 121 yen). */
export function toMinorUnits(amount: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  const exponent = minorUnitExponents[currency.toUpperCase()] ?? 2;
  const cents = BigInt(match[1] ?? "0") * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
  if (exponent === 2) return Number(cents);
  if (exponent === 3) return Number(cents * 10n);
  // No minor unit: whole units, half up.
  return Number((cents + 50n) / 100n);
}

export type CheckoutRequest = {
  paymentId: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** What the customer pays for, as the provider's form shows it. */
  description: string;
  email: string;
  /** Where the provider sends the customer afterwards; `{CHECKOUT_SESSION_ID}` is filled in. */
  returnUrl: string;
  /** The dealer's Connect account, or null (the test provider). */
  connectedAccount: string | null;
  /** The same key for a retried request, so a retry never makes a second session. */
  idempotencyKey: string;
};

export type CheckoutStart = { sessionId: string; clientSecret: string };

/** A checkout session as the provider sees it. */
export type ProviderSession = {
  sessionId: string;
  /** open: not paid (yet, or declined); complete: done; expired: ended without payment. */
  status: "open" | "complete" | "expired";
  paid: boolean;
  /** The portal payment it was made for (its metadata). */
  paymentId: string | null;
  amountMinor: number;
  currency: string;
  email: string | null;
};

/** A provider event worth acting on: a session that completed or expired. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** The Connect account the event happened on (Stripe's `account`); null on the platform's own, or the test provider. */
  account: string | null;
  /** The session the event is about; null for events the portal ignores. */
  session: ProviderSession | null;
};

export type CardProvider = {
  name: "test" | "stripe";
  /** What the customer's page needs to draw the provider's form. */
  publishableKey: string | null;
  createSession: (request: CheckoutRequest) => Promise<CheckoutStart>;
  /** The session, or null when the provider does not know it. */
  getSession: (sessionId: string, connectedAccount: string | null) => Promise<ProviderSession | null>;
  /** Ends an open session (the dealer cancelled the payment): it can no longer be paid. */
  expireSession: (sessionId: string, connectedAccount: string | null) => Promise<void>;
  /** The event a webhook carries when its signature holds, else null. */
  verifyEvent: (rawBody: Buffer, signature: string | undefined) => ProviderEvent | null;
};
