// A supplier's own system (issue 12): API tokens a dealer issues to one supplier (kept hashed, shown
// once, revocable), and the calls they open: that supplier's orders from that dealer, and updating one.
import { randomBytes } from "node:crypto";
import type {
  SupplierApiToken,
  SupplierOrder,
  supplierApiOrderSchema,
  supplierUpdateSchema,
} from "@portal/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { supplierApiTokens, supplierOrders } from "../../db/schema/index.ts";
import { dealerOf } from "../../platform/dealer.ts";
import { notFound, unauthenticated } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";
import { supplierLink } from "../catalogue/catalogue-access.ts";
import { viewOf, viewsOf } from "./supplier-order-view.ts";
import { applySupplierUpdate, hashToken } from "./supplier-orders.service.ts";

type ApiOrder = z.input<typeof supplierApiOrderSchema>;
type SupplierBody = z.output<typeof supplierUpdateSchema>;
type Scope = { tokenId: string; accountId: string; manufacturerId: number; name: string };

const bearer = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/** Whether the request carries a token at all (the routes answer 401 before reading input otherwise). */
export function hasBearerToken(authorization: string | undefined): boolean {
  return bearer.test(authorization ?? "");
}

/** The supplier and dealer a bearer token stands for: 401 for none, an unknown one or a revoked one. */
async function scopeOf(db: Db, authorization: string | undefined, now: Date): Promise<Scope> {
  const token = bearer.exec(authorization ?? "")?.[1];
  if (!token) throw unauthenticated();
  const [row] = await db
    .update(supplierApiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(supplierApiTokens.tokenHash, hashToken(token)), isNull(supplierApiTokens.revokedAt)))
    .returning();
  if (!row) throw unauthenticated();
  return { tokenId: row.id, accountId: row.accountId, manufacturerId: row.manufacturerId, name: row.name };
}

const apiOrderOf = (view: SupplierOrder, dealerName: string): ApiOrder => ({
  ...view,
  dealer: { name: dealerName },
  purchaseOrderNumber: view.context.purchaseOrder.number,
});

export async function listSupplierApiOrders(
  db: Db,
  authorization: string | undefined,
  limit: number,
  now: Date,
): Promise<ApiOrder[]> {
  const scope = await scopeOf(db, authorization, now);
  const rows = await db
    .select()
    .from(supplierOrders)
    .where(
      and(
        eq(supplierOrders.accountId, scope.accountId),
        eq(supplierOrders.manufacturerId, scope.manufacturerId),
        eq(supplierOrders.isOffline, false),
      ),
    )
    .orderBy(desc(supplierOrders.createdAt), desc(supplierOrders.id))
    .limit(limit);
  // A fixed number of queries however long the list (the limit goes up to 500).
  const [dealer, views] = await Promise.all([
    dealerOf(db, scope.accountId),
    viewsOf(db, scope.accountId, rows),
  ]);
  return views.map((view) => apiOrderOf(view, dealer.name));
}

export async function updateSupplierApiOrder(
  db: Db,
  {
    authorization,
    supplierOrderId,
    body,
    now,
  }: { authorization: string | undefined; supplierOrderId: string; body: SupplierBody; now: Date },
): Promise<ApiOrder> {
  const scope = await scopeOf(db, authorization, now);
  const row = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(supplierOrders)
      .where(
        and(
          eq(supplierOrders.accountId, scope.accountId),
          eq(supplierOrders.manufacturerId, scope.manufacturerId),
          eq(supplierOrders.isOffline, false),
          eq(supplierOrders.id, supplierOrderId),
        ),
      )
      .for("update");
    if (!order) throw notFound();
    return applySupplierUpdate(tx, { order, body, who: `${scope.name} (API)`, now });
  });
  return apiOrderOf(await viewOf(db, row), (await dealerOf(db, scope.accountId)).name);
}

/** The dealer's link to the supplier: tokens are only for a supplier the dealer deals with (404 otherwise). */
async function requireLinkedSupplier(db: Db, accountId: string, manufacturerId: number): Promise<void> {
  if (!(await supplierLink(db, accountId, manufacturerId))) throw notFound();
}

const tokenView = (row: typeof supplierApiTokens.$inferSelect): SupplierApiToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listSupplierApiTokens(
  db: Db,
  auth: Auth,
  manufacturerId: number,
): Promise<SupplierApiToken[]> {
  await requireLinkedSupplier(db, auth.accountId, manufacturerId);
  const rows = await db
    .select()
    .from(supplierApiTokens)
    .where(
      and(
        eq(supplierApiTokens.accountId, auth.accountId),
        eq(supplierApiTokens.manufacturerId, manufacturerId),
        isNull(supplierApiTokens.revokedAt),
      ),
    )
    .orderBy(desc(supplierApiTokens.createdAt));
  return rows.map(tokenView);
}

/** A new token for the supplier: 192 random bits, answered once and kept only as its hash. */
export async function createSupplierApiToken(
  db: Db,
  { auth, manufacturerId, name, now }: { auth: Auth; manufacturerId: number; name: string; now: Date },
): Promise<SupplierApiToken & { token: string }> {
  await requireLinkedSupplier(db, auth.accountId, manufacturerId);
  const token = `spt_${randomBytes(24).toString("base64url")}`;
  const [row] = await db
    .insert(supplierApiTokens)
    .values({
      id: newId(),
      accountId: auth.accountId,
      manufacturerId,
      name,
      tokenHash: hashToken(token),
      createdBy: auth.employeeId,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("the token was not kept");
  return { ...tokenView(row), token };
}

export async function revokeSupplierApiToken(db: Db, auth: Auth, tokenId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(supplierApiTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(supplierApiTokens.accountId, auth.accountId),
        eq(supplierApiTokens.id, tokenId),
        isNull(supplierApiTokens.revokedAt),
      ),
    )
    .returning({ id: supplierApiTokens.id });
  if (!row) throw notFound();
}
