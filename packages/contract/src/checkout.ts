import { paymentStatuses } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { emailSchema, textSchema } from "./text.ts";

// The customer's checkout (spec 000 §2 /checkout/{paymentId}, §3 Public payment, Checkout session,
// Session status; 001 §4 Checkout (public)): no sign-in; the payment id in the link is the key.
// The answers carry the spec's fields and nothing of the deal, its contact or other payments.

export const publicPaymentSchema = z.object({
  paymentId: z.string(),
  /** Dollars and cents as text ("300.00"). */
  amount: z.string(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(paymentStatuses),
  context: z.object({ dealer: z.object({ name: z.string() }) }),
});
export type PublicPayment = z.infer<typeof publicPaymentSchema>;

export const checkoutSessionSchema = z.object({
  sessionId: z.string(),
  clientSecret: z.string(),
  /** The dealer's Stripe Connect account, for Stripe.js; null with the test provider. */
  stripeAccount: z.nullable(z.string()),
  /** Ours: the provider's publishable key for Stripe.js; null with the test provider (its form is the portal's). */
  publishableKey: z.nullable(z.string()),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The spec's two: OPEN, not paid (declined, left, or ended); COMPLETE, paid. */
export const checkoutSessionStatuses = ["OPEN", "COMPLETE"] as const;
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];

export const sessionStatusSchema = z.object({
  sessionId: z.string(),
  status: z.enum(checkoutSessionStatuses),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

const paymentParams = z.object({ paymentId: z.uuid() });

export const getPublicPayment = defineCall({
  method: "GET",
  path: "/public/payment/:paymentId",
  summary: "A card payment as its customer sees it (401 when the link names no payment)",
  public: true,
  params: paymentParams,
  response: publicPaymentSchema,
});

export const createCheckoutSession = defineCall({
  method: "POST",
  path: "/public/payment/:paymentId/create-session",
  summary: "Start paying a requested card payment: a checkout session at the provider for its amount",
  public: true,
  params: paymentParams,
  body: z.object({ email: emailSchema.check(z.maxLength(254)) }),
  response: checkoutSessionSchema,
});

export const getCheckoutSessionStatus = defineCall({
  method: "GET",
  path: "/public/payment/:paymentId/session/:sessionId",
  summary: "How a checkout session ended (a paid one marks its payment PAID, once)",
  public: true,
  params: z.object({ paymentId: z.uuid(), sessionId: textSchema.check(z.minLength(1), z.maxLength(255)) }),
  response: sessionStatusSchema,
});

/** Ours: the test provider's card form submits here (PAYMENTS_PROVIDER=test only). */
export const confirmTestCheckout = defineCall({
  method: "POST",
  path: "/public/test-checkout/:sessionId/confirm",
  summary: "Pay a test-mode checkout session with a test card (the test provider's own form)",
  public: true,
  params: z.object({ sessionId: textSchema.check(z.minLength(1), z.maxLength(255)) }),
  body: z.object({
    clientSecret: textSchema.check(z.minLength(1), z.maxLength(255)),
    email: emailSchema.check(z.maxLength(254)),
    number: textSchema.check(z.maxLength(40)),
    expiry: textSchema.check(z.maxLength(10)),
    cvc: textSchema.check(z.maxLength(8)),
  }),
  /** Paid, or refused with the provider's own words (shown in the 'Payment Failed' dialog). */
  response: z.union([
    z.object({ ok: z.literal(true) }),
    z.object({ ok: z.literal(false), message: z.string() }),
  ]),
});

/** Ours: the card provider's webhook. Its body is the provider's own JSON, read raw for its signature. */
export const receivePaymentWebhook = defineCall({
  method: "POST",
  path: "/public/payments/webhook",
  summary: "Provider webhooks (the signature over the raw body verified; each event applied once)",
  public: true,
  response: z.object({ received: z.literal(true) }),
});
