// The deal's Payment flag follows what has been received (the domain's rule: paymentProgress and
// paymentFlagMove), applied in the transaction of the change that moved the money or accepted a quote.
// It lives with the quotes, whose accepted figures it measures the money against: payments and the
// checkout build on quotes, so each of them can call it.
import { paymentFlag, paymentFlagMove, paymentProgress } from "@portal/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dealFlagValues, deals, payments, workflowFlags, workflowFlagValues } from "../../db/schema/index.ts";
import { writeDealFlag } from "../deals/deal-rows.ts";
import { acceptedQuoteFigures } from "./quotes.service.ts";

/**
 * Moves the deal's Payment flag forward to what its received payments reach against its accepted
 * quotes' deposit and total; a workflow without the flag, or a value staff chose, is left alone.
 */
export async function followPaymentFlag(tx: Db, accountId: string, dealId: string, now: Date): Promise<void> {
  const [deal] = await tx
    .select({ workflowId: deals.workflowId })
    .from(deals)
    .where(and(eq(deals.accountId, accountId), eq(deals.id, dealId)));
  if (!deal) return;
  const [flag] = await tx
    .select({ id: workflowFlags.id })
    .from(workflowFlags)
    .where(
      and(
        eq(workflowFlags.accountId, accountId),
        eq(workflowFlags.workflowId, deal.workflowId),
        eq(workflowFlags.name, paymentFlag.name),
      ),
    );
  if (!flag) return;
  const received = await tx
    .select({ amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.accountId, accountId),
        eq(payments.dealId, dealId),
        eq(payments.status, "PAID"),
        isNull(payments.archivedAt),
      ),
    );
  const progress = paymentProgress({
    received: received.map((payment) => payment.amount),
    accepted: await acceptedQuoteFigures(tx, accountId, dealId),
  });
  if (progress === "NONE") return;
  const values = await tx
    .select({
      id: workflowFlagValues.id,
      label: workflowFlagValues.label,
      isDefault: workflowFlagValues.isDefault,
    })
    .from(workflowFlagValues)
    .where(and(eq(workflowFlagValues.accountId, accountId), eq(workflowFlagValues.flagId, flag.id)));
  const [current] = await tx
    .select({ valueId: dealFlagValues.valueId })
    .from(dealFlagValues)
    .where(
      and(
        eq(dealFlagValues.accountId, accountId),
        eq(dealFlagValues.dealId, dealId),
        eq(dealFlagValues.flagId, flag.id),
      ),
    );
  const move = paymentFlagMove(progress, values, current?.valueId ?? null);
  if (move)
    await writeDealFlag(tx, { accountId, dealId, choice: { flagId: flag.id, valueId: move.id }, now });
}
