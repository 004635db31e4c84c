// An accepted quote as purchase orders (spec 000 §4 "Quote conversion"), with 'Submit as online order'
// handing each online supplier's order over as a submit does (purchase-order-actions.ts).
import type { PurchaseOrderListItem } from "@portal/contract";
import { ordersFromQuote } from "@portal/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { contacts, manufacturers, quotes } from "../../db/schema/index.ts";
import { nextTuid } from "../../db/sequences.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";
import { lockWritableDeal } from "../deals/deal-rows.ts";
import { getQuote } from "../quotes/quotes.service.ts";
import type { SupplierHandoff } from "./purchase-order-actions.ts";
import { type OrderRow, touch } from "./purchase-order-rows.ts";
import { insertPurchaseOrder, listItemOf } from "./purchase-orders.service.ts";

/**
 * An accepted quote as purchase orders (spec 000 §4 "Quote conversion"): one OPEN order per supplier of
 * its lines, or only the named supplier's, each line a copy of the quote's (product names, configuration,
 * choices, quantity, cost, notes). One transaction: all the orders or none.
 */
export async function convertQuote(
  db: Db,
  {
    auth,
    quoteId,
    body,
    now,
    handoff,
  }: {
    auth: Auth;
    quoteId: string;
    body: { manufacturerId: number | null; submit: boolean };
    now: Date;
    handoff: SupplierHandoff;
  },
): Promise<PurchaseOrderListItem[]> {
  const { manufacturerId } = body;
  const { accountId } = auth;
  const made = await db.transaction(async (tx) => {
    const [quoteRow] = await tx
      .select({ dealId: quotes.dealId })
      .from(quotes)
      .where(and(eq(quotes.accountId, accountId), eq(quotes.id, quoteId)))
      .for("update");
    if (!quoteRow) throw notFound();
    const deal = await lockWritableDeal(tx, accountId, quoteRow.dealId);
    const quote = await getQuote(tx, accountId, quoteId);
    const groups = ordersFromQuote(quote, quote.context.orderLines, manufacturerId);
    if (typeof groups === "string") throw new AppError(groups);
    const [contact] = deal.contactId
      ? await tx
          .select({ name: contacts.name, email: contacts.email, phone: contacts.phone })
          .from(contacts)
          .where(and(eq(contacts.accountId, accountId), eq(contacts.id, deal.contactId)))
      : [];
    const orders: OrderRow[] = [];
    for (const group of groups) {
      orders.push(
        await insertPurchaseOrder(
          tx,
          newId,
          {
            id: newId(),
            accountId,
            tuid: await nextTuid(tx, accountId, "purchase_order"),
            dealId: quote.context.deal.id,
            quoteId,
            manufacturerId: group.manufacturerId,
            status: "OPEN",
            salesRepEmployeeId: auth.employeeId,
            // The deal's sidemark, which names the job on the supplier's labels; its name where it has none.
            sidemark: deal.sidemark?.trim() || quote.context.deal.name,
            customerDetails: contact ? { ...contact, address: null } : null,
            createdBy: auth.employeeId,
            createdAt: now,
            updatedAt: now,
          },
          group.lines,
        ),
      );
    }
    // 'Submit as online order': each order to an online supplier goes to it now; an offline supplier's
    // stays OPEN, for 'Mark as Submitted' once it is sent by hand.
    const sent: { purchaseOrderId: string; token: string }[] = [];
    if (body.submit) {
      for (const [index, order] of orders.entries()) {
        const [supplier] = await tx
          .select({ offlineOnly: manufacturers.offlineOnly })
          .from(manufacturers)
          .where(eq(manufacturers.id, order.manufacturerId));
        if (supplier?.offlineOnly) continue;
        const submitted = { ...order, status: "SUBMITTED" as const, submittedAt: now };
        await touch(tx, order, now, { status: "SUBMITTED", submittedAt: now });
        orders[index] = { ...submitted, version: order.version + 1 };
        const made = await handoff.open(tx, auth, submitted, now);
        if (made?.token) sent.push({ purchaseOrderId: order.id, token: made.token });
      }
    }
    return {
      orders,
      sent,
      deal: { ...quote.context.deal, workflowSlug: quote.context.workflow.slug },
    };
  });
  for (const each of made.sent) await handoff.onSent(each);
  return made.orders.map((order) => listItemOf(order, made.deal));
}
