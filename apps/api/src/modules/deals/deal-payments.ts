// A deal's payments as the deal sees them: listed on its detail, and its card payments still requested
// cancelled when it is archived. The payments module builds on these (its answers are DealPayments too).
import type { DealPayment } from "@portal/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;

export function toDealPayment(row: PaymentRow): DealPayment {
  return {
    id: row.id,
    dealId: row.dealId,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    transactedAt: row.transactedAt,
    description: row.description,
    reference: row.reference,
    quoteId: row.quoteId,
    extraCharges: row.extraCharges,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The deal's payments that are not archived, newest first (a deal's detail shows them too). */
export async function dealPaymentRows(db: Db, accountId: string, dealId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.dealId, dealId), isNull(payments.archivedAt)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/**
 * Archiving a deal cancels its card payments still requested, in the archive's transaction: the link
 * of an archived deal is never payable. Answers their ids, whose open sessions the caller then ends
 * at the provider.
 */
export async function cancelRequestedCardPayments(
  tx: Db,
  accountId: string,
  dealId: string,
  now: Date,
): Promise<string[]> {
  const cancelled = await tx
    .update(payments)
    .set({ status: "CANCELLED", updatedAt: now })
    .where(
      and(
        eq(payments.accountId, accountId),
        eq(payments.dealId, dealId),
        eq(payments.type, "CARD"),
        eq(payments.status, "REQUESTED"),
      ),
    )
    .returning({ id: payments.id });
  return cancelled.map((payment) => payment.id);
}
