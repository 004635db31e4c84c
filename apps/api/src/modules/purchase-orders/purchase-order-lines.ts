// A purchase order's lines (spec 000 §4 "Purchase order"; issue 12): a product of the order's supplier
// added or configured at cost now (or only costed, for the configurator's live cost), a line's quantity and
// notes changed, a line removed. Each change is one transaction on the OPEN order's locked row.
import type { LineChoices, PurchaseOrder, PurchaseOrderLinePrice } from "@portal/contract";
import { purchaseOrderChangeProblem, purchaseOrderLineCost } from "@portal/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { catalogueBrands, catalogueCategories, purchaseOrderLines } from "../../db/schema/index.ts";
import { notFound, validationFailed } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";
import { visibleProducts } from "../catalogue/catalogue-access.ts";
import { configurationOf, errorView, linePricingContext, priceChoices } from "../quotes/quote-lines.ts";
import { findOrder, lockOrder, type OrderRow, refuse, touch } from "./purchase-order-rows.ts";
import { getPurchaseOrder } from "./purchase-orders.service.ts";

type LineIds = { orderId: string; lineId: string };

/** A product of the order's supplier (one the dealer sees, not a MASTER) costed with these choices now. */
async function costProduct(
  db: Db,
  auth: Auth,
  order: Pick<OrderRow, "manufacturerId">,
  productId: string | null,
  choices: LineChoices,
) {
  const [product] = await visibleProducts(db, auth.accountId, productId === null ? [] : [productId]);
  if (!product || product.type === "MASTER") throw validationFailed({ productId: ["PRODUCT_HIDDEN"] });
  if (product.manufacturerId !== order.manufacturerId) {
    throw validationFailed({ productId: ["NOT_THE_ORDERS_SUPPLIER"] });
  }
  return { product, priced: priceChoices(product, choices, await linePricingContext(db, auth.accountId)) };
}

/**
 * What a line keeps of a product of the order's supplier configured with these choices: priced at cost
 * with the catalogue and the dealer's settings as they are now, as a copy (names, configuration in words,
 * choices, unit cost). A configuration with errors is refused.
 */
async function lineValues(
  tx: Db,
  auth: Auth,
  order: Pick<OrderRow, "manufacturerId">,
  productId: string | null,
  choices: LineChoices,
) {
  const { product, priced } = await costProduct(tx, auth, order, productId, choices);
  if (priced.errors.length > 0) throw validationFailed({ choices: priced.errors.map((error) => error.code) });
  const [names] = await tx
    .select({ brandName: catalogueBrands.name, categoryName: catalogueCategories.name })
    .from(catalogueBrands)
    .innerJoin(catalogueCategories, eq(catalogueCategories.id, product.categoryId))
    .where(eq(catalogueBrands.id, product.brandId));
  return {
    productId: product.id,
    productName: product.name,
    brandName: names?.brandName ?? "",
    categoryName: names?.categoryName ?? "",
    windowGroupName: choices.windowGroupName,
    configuration: configurationOf(product, choices, priced.explanation),
    choices,
    quantity: choices.quantity,
    unitCost: priced.unitCost,
    cost: purchaseOrderLineCost(priced.unitCost, choices.quantity),
    notes: choices.notes,
  };
}

/** The OPEN order's line, locked with its order; 404 for a line of another order. */
async function lockOpenLine(tx: Db, auth: Auth, orderId: string, lineId: string) {
  const order = await lockOrder(tx, auth, orderId);
  const problem = purchaseOrderChangeProblem(order);
  if (problem) refuse(problem);
  const [line] = await tx
    .select()
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.accountId, auth.accountId),
        eq(purchaseOrderLines.orderId, order.id),
        eq(purchaseOrderLines.id, lineId),
      ),
    );
  if (!line) throw notFound();
  return { order, line };
}

const ofLine = (auth: Auth, lineId: string) =>
  and(eq(purchaseOrderLines.accountId, auth.accountId), eq(purchaseOrderLines.id, lineId));

export async function updatePurchaseOrderLine(
  db: Db,
  {
    auth,
    ids,
    body,
    now,
  }: { auth: Auth; ids: LineIds; body: { quantity: number; notes: string }; now: Date },
): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const { order, line } = await lockOpenLine(tx, auth, ids.orderId, ids.lineId);
    await tx
      .update(purchaseOrderLines)
      .set({
        quantity: body.quantity,
        notes: body.notes,
        cost: purchaseOrderLineCost(line.unitCost, body.quantity),
      })
      .where(ofLine(auth, line.id));
    await touch(tx, order, now);
  });
  return getPurchaseOrder(db, auth, ids.orderId);
}

/**
 * An OPEN order's line configured again (the product options frame): re-costed from its catalogue product
 * at today's cost, its copy (names, configuration, choices, quantity, notes) replaced. A line whose product
 * the dealer no longer sees cannot be configured, and a configuration with errors is refused.
 */
export async function configurePurchaseOrderLine(
  db: Db,
  { auth, ids, body, now }: { auth: Auth; ids: LineIds; body: { choices: LineChoices }; now: Date },
): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const { order, line } = await lockOpenLine(tx, auth, ids.orderId, ids.lineId);
    const values = await lineValues(tx, auth, order, line.productId, body.choices);
    await tx.update(purchaseOrderLines).set(values).where(ofLine(auth, line.id));
    await touch(tx, order, now);
  });
  return getPurchaseOrder(db, auth, ids.orderId);
}

export async function deletePurchaseOrderLine(
  db: Db,
  auth: Auth,
  ids: LineIds,
  now: Date,
): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const { order, line } = await lockOpenLine(tx, auth, ids.orderId, ids.lineId);
    await tx.delete(purchaseOrderLines).where(ofLine(auth, line.id));
    await touch(tx, order, now);
  });
  return getPurchaseOrder(db, auth, ids.orderId);
}

/**
 * A product of the order's supplier added to an OPEN order, configured (the configurator's choices) and
 * priced at cost now, after the order's last line. A configuration with errors is refused.
 */
export async function addPurchaseOrderLine(
  db: Db,
  {
    auth,
    orderId,
    body,
    now,
  }: { auth: Auth; orderId: string; body: { productId: string; choices: LineChoices }; now: Date },
): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    // The order first: another dealer's is not found, whatever the body says.
    const order = await lockOrder(tx, auth, orderId);
    const problem = purchaseOrderChangeProblem(order);
    if (problem) refuse(problem);
    const values = await lineValues(tx, auth, order, body.productId, body.choices);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${purchaseOrderLines.sortOrder}), -1)` })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.accountId, auth.accountId), eq(purchaseOrderLines.orderId, order.id)));
    await tx.insert(purchaseOrderLines).values({
      ...values,
      id: newId(),
      accountId: auth.accountId,
      orderId: order.id,
      sortOrder: Number(last?.max ?? -1) + 1,
    });
    await touch(tx, order, now);
  });
  return getPurchaseOrder(db, auth, orderId);
}

/**
 * What a product of the order's supplier would cost on the order with these choices, nothing saved (the
 * configurator's live cost): its errors are answered, not refused. The dealer's sell steps are left out:
 * an order is at cost. It serves editing, so a read-only order is refused as a change would be.
 */
export async function previewPurchaseOrderLine(
  db: Db,
  auth: Auth,
  orderId: string,
  body: { productId: string; choices: LineChoices },
): Promise<PurchaseOrderLinePrice> {
  // The order first: another dealer's is not found, whatever the body says.
  const order = await findOrder(db, auth, orderId);
  const problem = purchaseOrderChangeProblem(order);
  if (problem) refuse(problem);
  const { priced } = await costProduct(db, auth, order, body.productId, body.choices);
  return {
    unitCostPrice: priced.unitCost,
    costPrice: purchaseOrderLineCost(priced.unitCost, body.choices.quantity),
    errors: priced.errors.map(errorView),
    explanation: priced.explanation.filter((step) => step.kind !== "SELL"),
  };
}
