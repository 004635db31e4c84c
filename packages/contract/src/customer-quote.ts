import { acceptBlockerCodes, paymentStatuses, paymentTypes, taxModes } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { moneySchema, okSchema, pngSignatureSchema, textSchema } from "./text.ts";

// The customer's quote page (spec 000 §3 "Customer quote", "Payment summary"; 001 §4 Public quote;
// DOMAIN.md "Quotes, payments, orders"): no sign-in; `{id}` is the quote's share token (128 random
// bits), never its id. The spec's fields, plus what a customer needs to read the quote (ours).

const timestamp = z.iso.datetime({ offset: true });

export const customerQuoteLineSchema = z.object({
  /** Brand and product, as the customer knows it ("Luxaflex Roller Blind"). */
  product: z.string(),
  /** Where it goes ("Lounge window"), when the dealer named it. */
  location: z.nullable(z.string()),
  /** Width × height in millimetres, when the product has a size. */
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  options: z.array(z.object({ group: z.string(), value: z.string() })),
  quantity: z.int(),
  /** The line's total in the quote's tax mode (with tax when INCLUSIVE). */
  price: moneySchema,
});

export const customerQuoteSchema = z.object({
  id: z.string(),
  isDepositRequired: z.boolean(),
  order: z.object({
    id: z.string(),
    tuid: z.int(),
    name: z.string(),
    total: moneySchema,
    depositAmount: moneySchema,
    createdAt: timestamp,
    convertedAt: z.nullable(timestamp),
  }),
  quotePdf: z.object({ id: z.int(), url: z.string() }),
  /** timeZone is ours: the dealer's zone, which every date of its documents is written in. */
  company: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  // Ours: the quote in words a customer reads.
  customerNotes: z.string(),
  taxMode: z.enum(taxModes),
  lines: z.array(customerQuoteLineSchema),
  totals: z.object({
    exTax: moneySchema,
    tax: moneySchema,
    incTax: moneySchema,
    adjustments: z.array(z.object({ label: z.string(), amount: moneySchema })),
  }),
  /** The dealer's terms, shown before the customer signs. */
  bindingText: z.nullable(z.string()),
  acceptedByName: z.nullable(z.string()),
  /** Why it cannot be accepted now (line errors, pending supplier updates), or null. */
  acceptBlocker: z.nullable(z.enum(acceptBlockerCodes)),
  /** Whether the customer can pay the deposit by card here. */
  canPayDeposit: z.boolean(),
});
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

export const paymentSummarySchema = z.object({
  id: z.string(),
  totalReceived: moneySchema,
  balance: moneySchema,
  payments: z.array(
    z.object({
      date: z.iso.date(),
      paymentMethod: z.enum(paymentTypes),
      amount: moneySchema,
      status: z.enum(paymentStatuses),
    }),
  ),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** 128 random bits, base64url: 22 characters. */
const tokenParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)) });

export const getCustomerQuote = defineCall({
  method: "GET",
  path: "/customerquote/:id",
  summary: "A shared quote as its customer sees it (404 'Quote not found' for an unknown or revoked link)",
  public: true,
  params: tokenParams,
  response: customerQuoteSchema,
});

export const getCustomerQuotePayments = defineCall({
  method: "GET",
  path: "/customerquote/:id/payments",
  summary: "What the customer has paid on the quote's deal, and what is left",
  public: true,
  params: tokenParams,
  response: paymentSummarySchema,
});

export const acceptCustomerQuote = defineCall({
  method: "POST",
  path: "/customerquote/:id/accept",
  summary: "The customer accepts the quote with their name and drawn signature (accepting twice is harmless)",
  public: true,
  params: tokenParams,
  body: z.object({
    name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
    signature: pngSignatureSchema,
  }),
  response: customerQuoteSchema,
});

/** Streams the quote's PDF (the accepted one, signed, once accepted). */
export const getCustomerQuotePdf = defineCall({
  method: "GET",
  path: "/customerquote/:id/pdf",
  summary: "The shared quote as a PDF (after acceptance: the accepted, signed one)",
  public: true,
  params: tokenParams,
  produces: "application/pdf",
  response: z.unknown(),
});

/** Ours: the deposit's card payment for an accepted quote, made once; the customer goes to its checkout. */
export const payCustomerQuoteDeposit = defineCall({
  method: "POST",
  path: "/customerquote/:id/deposit",
  summary: "The card payment for an accepted quote's deposit (made once): its checkout link",
  public: true,
  params: tokenParams,
  response: z.object({ paymentId: z.string() }),
});

// Staff: the link, by hand or by email.

const quoteParams = z.object({ id: z.uuid() });

export const createQuoteShareLink = defineCall({
  method: "POST",
  path: "/quotes/:id/share-link",
  summary: "The customer's link to the quote: made once, the same until revoked",
  params: quoteParams,
  response: z.object({ url: z.string() }),
});

export const revokeQuoteShareLink = defineCall({
  method: "DELETE",
  path: "/quotes/:id/share-link",
  summary: "Revoke the customer's link: it answers 'Quote not found' from now on",
  params: quoteParams,
  response: okSchema,
});

export const emailQuoteLink = defineCall({
  method: "POST",
  path: "/quotes/:id/email",
  summary: "Email the customer (the deal's contact) the link to the quote",
  params: quoteParams,
  response: z.object({ to: z.string() }),
});
