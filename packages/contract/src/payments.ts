import { paymentAmountProblem, paymentStatuses, paymentTypes, transactionDateProblem } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { optionalText, textSchema } from "./shared.ts";

// A deal's payments (spec 000 §3 "Deal payment", §4 Payment; issue 11). MANUAL payments are the
// dealer's own records; CARD payments are paid by the customer through `/checkout/{id}`.

export const dealPaymentSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  type: z.enum(paymentTypes),
  /** Dollars and cents as text ("120.50"): money is never a float. */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  /** The day it was paid (yyyy-MM-dd), only while PAID. */
  transactedAt: z.nullable(z.iso.date()),
  description: z.string(),
  reference: z.nullable(z.string()),
  /** The quote the payment is for (its deposit link, or recorded against it), if any. */
  quoteId: z.nullable(z.string()),
  /**
   * Ours: card charges taken after the one that paid it (two checkout sessions paid at once), each to
   * be refunded by the dealer; 0 almost always.
   */
  extraCharges: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DealPayment = z.infer<typeof dealPaymentSchema>;

/** A sum to the cent, at least the minimum (the domain's rule, answered as its code). */
export const paymentAmountSchema = textSchema.check(
  z.trim(),
  z.superRefine((amount, context) => {
    const problem = paymentAmountProblem(amount);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
);

const description = textSchema.check(z.trim(), z.maxLength(500));
const reference = optionalText(200);

const manualFields = {
  amount: paymentAmountSchema,
  description: z._default(description, ""),
  status: z._default(z.enum(paymentStatuses), "REQUESTED"),
  transactedAt: z._default(z.nullable(z.iso.date()), null),
  reference: z._default(reference, null),
  /** Ours: the deal's quote the payment is for; the customer's quote page shows it. */
  quoteId: z._default(z.nullable(z.uuid()), null),
};

/** A manual payment recorded as paid says when (the domain's rule). */
function checkTransactionDate(
  body: { status: (typeof paymentStatuses)[number]; transactedAt: string | null },
  context: z.core.$RefinementCtx,
): void {
  const problem = transactionDateProblem(body.status, body.transactedAt);
  if (problem) context.addIssue({ code: "custom", path: ["transactedAt"], message: problem });
}

export const createPaymentBodySchema = z.object({ type: z.enum(paymentTypes), ...manualFields }).check(
  z.superRefine((body, context) => {
    // A card payment starts REQUESTED; only the customer's payment moves it on.
    if (body.type === "CARD" && body.status !== "REQUESTED") {
      context.addIssue({ code: "custom", path: ["status"], message: "INVALID_VALUE" });
    } else checkTransactionDate(body, context);
  }),
);
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

/** The whole manual payment as the form holds it: a PUT never resets what it leaves out. */
export const updatePaymentBodySchema = z
  .object({ ...manualFields, status: z.enum(paymentStatuses) })
  .check(z.superRefine(checkTransactionDate));
export type UpdatePaymentBody = z.input<typeof updatePaymentBodySchema>;

const paymentIdParams = z.object({ id: z.uuid() });

export const listDealPayments = defineCall({
  method: "GET",
  path: "/deals/:id/payments",
  summary: "A deal's payments that are not archived, newest first",
  params: paymentIdParams,
  response: z.array(dealPaymentSchema),
});

export const createDealPayment = defineCall({
  method: "POST",
  path: "/deals/:id/payments",
  summary: "Record a manual payment or request a card payment (not on an archived deal)",
  params: paymentIdParams,
  body: createPaymentBodySchema,
  response: dealPaymentSchema,
});

export const updatePayment = defineCall({
  method: "PUT",
  path: "/payments/:id",
  summary: "Edit a manual payment (a card payment is read-only)",
  params: paymentIdParams,
  body: updatePaymentBodySchema,
  response: dealPaymentSchema,
});

export const cancelPayment = defineCall({
  method: "POST",
  path: "/payments/:id/cancel",
  summary: "Cancel a requested card payment: its link stops working",
  params: paymentIdParams,
  response: dealPaymentSchema,
});

export const archivePayment = defineCall({
  method: "POST",
  path: "/payments/:id/archive",
  summary: "Archive a payment (a manual one at any time, a card one once cancelled)",
  params: paymentIdParams,
  response: dealPaymentSchema,
});

// The account's card payments (ours; the Integrations tab shows them): who takes them, and the
// dealer's Stripe Connect account that card payments go to when Stripe does.

export const paymentSettingsSchema = z.object({
  provider: z.enum(["stripe", "test", "none"]),
  stripeAccountId: z.nullable(z.string()),
  /** Whether the account can ask for card payments now (the providers' `stripe`). */
  cardPayments: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const getPaymentSettings = defineCall({
  method: "GET",
  path: "/account/payments",
  summary: "Who takes the account's card payments, and its Stripe Connect account",
  response: paymentSettingsSchema,
});

export const updatePaymentSettings = defineCall({
  method: "PUT",
  path: "/account/payments",
  summary: "Set or clear the account's Stripe Connect account (acct_…)",
  body: z.object({
    stripeAccountId: z.nullable(
      textSchema.check(z.trim(), z.regex(/^acct_[A-Za-z0-9]{6,64}$/, "INVALID_FORMAT")),
    ),
  }),
  response: paymentSettingsSchema,
});
