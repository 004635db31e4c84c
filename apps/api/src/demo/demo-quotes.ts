// Quotes on the demo's Sales deals, made through the quote services so every price is the engine's:
// a Draft on each Quoted deal, and an accepted quote (with its signed PDF kept on the deal) on each
// live deal past that point. The choices repeat by the deal's number, so the demo repeats too.
import type { LineChoices } from "@portal/contract";
import { fromCents, paymentAmountProblem, permissions, toCents } from "@portal/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { catalogueProducts, deals, employees, payments, workflowStatuses } from "../db/schema/index.ts";
import { addOrderLine, updateOrderLine } from "../modules/quotes/order-lines.service.ts";
import { acceptQuote } from "../modules/quotes/quote-actions.ts";
import { createQuote, getQuote } from "../modules/quotes/quotes.service.ts";
import type { Auth } from "../platform/session-store.ts";
import { demoUsers } from "./demo-users.ts";
import type { SeedOptions } from "./pipeline.ts";
import { seedIds } from "./seed-ids.ts";

const dayMs = 24 * 60 * 60 * 1000;
const draftStatuses = ["Quoted"];
const acceptedStatuses = ["Signed", "Ordered", "Received", "Installed"];

type DemoLine = { product: string; choices: Partial<LineChoices> };

const blind = (width: number, height: number, quantity = 1, room: string | null = null): DemoLine => ({
  product: "Blockout Roller Blind",
  choices: {
    windowGroupName: room,
    quantity,
    width,
    height,
    selections: { control: ["chain"], roll: ["standard"], "bottom-rail": ["oval"], extras: ["fascia"] },
  },
});
const curtain = (width: number, height: number, room: string | null = null): DemoLine => ({
  product: "S-Fold Curtain",
  choices: {
    windowGroupName: room,
    width,
    height,
    selections: { track: ["standard"] },
    fabricId: "linen-oat",
  },
});

/** What each demo quote holds, chosen by the deal's number. */
const demoQuotes: Array<{ description: string; lines: DemoLine[] }> = [
  { description: "Living room", lines: [blind(1200, 1500, 2, "Living"), curtain(2400, 2100, "Living")] },
  { description: "Bedrooms", lines: [blind(900, 1200, 1, "Bed 1"), blind(1000, 1500, 2, "Bed 2")] },
  { description: "Whole house", lines: [blind(1500, 1800, 3), curtain(1800, 2100, "Lounge")] },
  { description: "Kitchen and dining", lines: [blind(1000, 1000, 1, "Kitchen")] },
];

/** Adds the demo's quotes; answers how many it made. */
export async function seedDemoQuotes(db: Db, options: SeedOptions = {}): Promise<number> {
  const accountId = seedIds.demoAccount;
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.accountId, accountId), eq(employees.username, demoUsers.admin.username)));
  const products = await db
    .select({ id: catalogueProducts.id, name: catalogueProducts.name })
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.name, ["Blockout Roller Blind", "S-Fold Curtain"]));
  if (!employee || products.length < 2) throw new Error("seed: the demo admin or its products are missing");
  const productId = (name: string) => products.find((product) => product.name === name)?.id ?? "";

  const auth: Auth = {
    sessionId: "demo-seed",
    accountId,
    employeeId: employee.id,
    employeeType: "ADMIN",
    flags: [],
    modules: ["DEALS"],
    toggles: { personnel: true, manufacturer_private_orders: false },
    permissions: [...permissions],
  };
  const quoted = await db
    .select({ id: deals.id, tuid: deals.tuid, createdAt: deals.createdAt, status: workflowStatuses.name })
    .from(deals)
    .innerJoin(workflowStatuses, eq(workflowStatuses.id, deals.statusId))
    .where(
      and(
        eq(deals.accountId, accountId),
        eq(deals.workflowId, seedIds.demoSalesWorkflow),
        eq(deals.isArchived, false),
        inArray(workflowStatuses.name, [...draftStatuses, ...acceptedStatuses]),
      ),
    )
    .orderBy(asc(deals.tuid));

  let made = 0;
  for (const deal of quoted) {
    const plan = demoQuotes[deal.tuid % demoQuotes.length];
    const accepted = acceptedStatuses.includes(deal.status);
    // An accepted quote keeps its signed PDF; without a file store the demo has none of them.
    if (!plan || (accepted && !options.files)) continue;
    // Quoted a few days after the deal came in, accepted a few days after that.
    const quotedAt = new Date(deal.createdAt.getTime() + 3 * dayMs);
    const quote = await createQuote(db, {
      auth,
      dealId: deal.id,
      body: { description: plan.description },
      now: quotedAt,
    });
    for (const line of plan.lines) {
      const added = await addOrderLine(db, {
        accountId,
        quoteId: quote.id,
        body: { productId: productId(line.product) },
        now: quotedAt,
      });
      const choices: LineChoices = {
        windowGroupName: null,
        quantity: 1,
        notes: "",
        width: null,
        height: null,
        selections: {},
        fabricId: null,
        ...line.choices,
      };
      await updateOrderLine(db, { accountId, lineId: added.id, choices, now: quotedAt });
    }
    if (accepted && options.files) {
      await paymentsAsQuoted(db, accountId, deal.id, quote.id);
      await acceptQuote(db, options.files, {
        auth: { accountId: auth.accountId, employeeId: auth.employeeId, name: null },
        quoteId: quote.id,
        signature: null,
        now: new Date(quotedAt.getTime() + 4 * dayMs),
      });
    }
    made += 1;
  }
  return made;
}

/**
 * The deal's seeded payments in the amounts its quote asks (the pipeline seeded them before there was
 * a quote): the deposit as the quote's deposit, the balance as the rest of its total. Accepting the
 * quote then finds the Payment flag where the money puts it (quotes/payment-flag.ts).
 */
async function paymentsAsQuoted(db: Db, accountId: string, dealId: string, quoteId: string): Promise<void> {
  const { pricing } = (await getQuote(db, accountId, quoteId)).context;
  const deposit = toCents(pricing.depositAmount) ?? 0n;
  const balance = (toCents(pricing.sellGrandTotalIncTax) ?? 0n) - deposit;
  if (paymentAmountProblem(fromCents(deposit)) || paymentAmountProblem(fromCents(balance))) return;
  const ofDeal = and(eq(payments.accountId, accountId), eq(payments.dealId, dealId));
  await db
    .update(payments)
    .set({ amount: fromCents(deposit) })
    .where(and(ofDeal, eq(payments.description, "Deposit")));
  await db
    .update(payments)
    .set({ amount: fromCents(balance) })
    .where(and(ofDeal, eq(payments.description, "Balance on completion")));
}
