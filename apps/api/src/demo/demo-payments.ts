// Demo payments that agree with each deal's Payment flag: a paid deposit where it says Deposit Paid,
// the deposit and the balance where it says Paid in Full, and a card payment link still waiting for
// the customer on signed deals whose deposit has not come in.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  dealFlagValues,
  payments,
  workflowFlags,
  workflowFlagValues,
  workflowStatuses,
} from "../db/schema/index.ts";
import type { Random } from "./random.ts";

type SeededDeal = { id: string; statusId: string; createdAt: Date; updatedAt?: Date | undefined };

const dayMs = 24 * 60 * 60 * 1000;

export async function seedDemoPayments(
  tx: Db,
  random: Random,
  input: { accountId: string; deals: SeededDeal[]; staff: number | null; epochMs: number },
): Promise<void> {
  const { accountId } = input;
  const paymentFlagOf = new Map(
    (
      await tx
        .select({ dealId: dealFlagValues.dealId, label: workflowFlagValues.label })
        .from(dealFlagValues)
        .innerJoin(workflowFlagValues, eq(workflowFlagValues.id, dealFlagValues.valueId))
        .innerJoin(
          workflowFlags,
          and(eq(workflowFlags.id, dealFlagValues.flagId), eq(workflowFlags.name, "Payment")),
        )
        .where(eq(dealFlagValues.accountId, accountId))
    ).map((row) => [row.dealId, row.label] as const),
  );
  const statusNameOf = new Map(
    (
      await tx
        .select({ id: workflowStatuses.id, name: workflowStatuses.name })
        .from(workflowStatuses)
        .where(eq(workflowStatuses.accountId, accountId))
    ).map((row) => [row.id, row.name] as const),
  );

  const rows: Array<typeof payments.$inferInsert> = [];
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const add = (
    deal: SeededDeal,
    at: Date,
    fields: Omit<typeof payments.$inferInsert, "accountId" | "id" | "dealId" | "createdAt" | "updatedAt">,
  ) =>
    rows.push({
      accountId,
      id: random.id(),
      dealId: deal.id,
      createdAt: at,
      createdBy: input.staff,
      updatedAt: at,
      updatedBy: input.staff,
      ...fields,
    });

  for (const deal of input.deals) {
    const flag = paymentFlagOf.get(deal.id);
    const deposit = random.int(6, 30) * 50;
    const asked = new Date(Math.min(input.epochMs, deal.createdAt.getTime() + random.int(2, 10) * dayMs));
    if (flag === "Deposit Paid" || flag === "Paid in Full") {
      const byCard = random.chance(0.5);
      add(deal, asked, {
        type: byCard ? "CARD" : "MANUAL",
        amount: `${deposit}.00`,
        status: "PAID",
        transactedAt: day(asked),
        description: "Deposit",
        reference: byCard ? null : random.pick(["Bank transfer", "Cash", "Cheque 004211"]),
        payerEmail: null,
      });
    }
    if (flag === "Paid in Full") {
      const paid = new Date(Math.min(input.epochMs, asked.getTime() + random.int(10, 30) * dayMs));
      add(deal, paid, {
        type: "MANUAL",
        amount: `${deposit * 2}.00`,
        status: "PAID",
        transactedAt: day(paid),
        description: "Balance on completion",
        reference: "Bank transfer",
        payerEmail: null,
      });
    }
    if (flag === "None" && statusNameOf.get(deal.statusId) === "Signed") {
      add(deal, asked, {
        type: "CARD",
        amount: `${deposit}.00`,
        status: "REQUESTED",
        transactedAt: null,
        description: "Deposit",
        reference: null,
        payerEmail: null,
      });
    }
  }
  if (rows.length > 0) await tx.insert(payments).values(rows);
}
