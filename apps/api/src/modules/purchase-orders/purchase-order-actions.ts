// Changing purchase orders (spec 000 §4 "Purchase order"; issue 12): making one from scratch, details (in
// place while OPEN, a new revision once SUBMITTED), shipping, clone, archive, submit and reopen; the lines
// are purchase-order-lines.ts's. Each is one transaction on the order's locked row; the rules are the
// domain's, and the answer is the order as getPurchaseOrder reads it. Converting a quote is quote-conversion.ts's.
import type { PurchaseOrder, purchaseOrderCreateSchema, purchaseOrderDetailsSchema } from "@portal/contract";
import {
  cloneProblem,
  editOutcome,
  purchaseOrderChangeProblem,
  reopenProblem,
  submitProblem,
} from "@portal/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type IdSource, newId } from "../../db/ids.ts";
import { employees, manufacturers, purchaseOrderLines, purchaseOrders } from "../../db/schema/index.ts";
import { nextTuid } from "../../db/sequences.ts";
import { allows } from "../../platform/access.ts";
import { AppError, conflict, validationFailed } from "../../platform/errors.ts";
import type { FileStore } from "../../platform/files.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Auth } from "../../platform/session-store.ts";
import { supplierLink } from "../catalogue/catalogue-access.ts";
import { refuseUnknownShippingMethod } from "../settings/supplier-shipping.ts";
import { lockOrder, type OrderRow, refuse, touch } from "./purchase-order-rows.ts";
import { getPurchaseOrder, insertPurchaseOrder } from "./purchase-orders.service.ts";

type DetailsBody = z.output<typeof purchaseOrderDetailsSchema>;
type CreateBody = z.output<typeof purchaseOrderCreateSchema>;

/** A copy of the order (its details and lines) under another id; the caller names what differs. */
async function copyOrder(
  tx: Db,
  ids: IdSource,
  order: OrderRow,
  values: Pick<OrderRow, "tuid" | "revision" | "parentOrderId" | "createdBy" | "createdAt">,
): Promise<string> {
  const id = ids();
  await tx.insert(purchaseOrders).values({
    ...values,
    id,
    accountId: order.accountId,
    dealId: order.dealId,
    quoteId: order.quoteId,
    manufacturerId: order.manufacturerId,
    salesRepEmployeeId: order.salesRepEmployeeId,
    sidemark: order.sidemark,
    notes: order.notes,
    customerDetails: order.customerDetails,
    requiredDate: order.requiredDate,
    isManufacturerPrivate: order.isManufacturerPrivate,
    shippingMethodId: order.shippingMethodId,
    shippingAddress: order.shippingAddress,
    shippingInstructions: order.shippingInstructions,
    totalCost: order.totalCost,
    totalQuantity: order.totalQuantity,
    status: "OPEN",
    updatedAt: values.createdAt,
  });
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.accountId, order.accountId), eq(purchaseOrderLines.orderId, order.id)))
    .orderBy(asc(purchaseOrderLines.sortOrder));
  if (lines.length > 0) {
    await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, id: ids(), orderId: id })));
  }
  return id;
}

async function refuseUnknownSalesRep(tx: Db, auth: Auth, salesRepId: number | null, current: number | null) {
  if (salesRepId === null || salesRepId === current) return;
  const [rep] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.accountId, auth.accountId),
        eq(employees.id, salesRepId),
        eq(employees.status, "active"),
      ),
    );
  if (!rep) throw validationFailed({ salesRepId: ["UNKNOWN_SALES_REP"] });
}

/** Only those who may mark orders private change the flag; sending it as it is stays allowed. */
function refusePrivacyChange(auth: Auth, privacy: boolean, current: boolean) {
  if (privacy !== current && !allows(auth, "orders.private")) throw new AppError("FORBIDDEN");
}

/** The details as a form sends them, as the order keeps them: a customer without a name or anything else is none. */
function detailsOf(body: Omit<DetailsBody, "version">, isManufacturerPrivate: boolean) {
  const customer = body.customerDetails;
  return {
    sidemark: body.sidemark,
    salesRepEmployeeId: body.salesRepId,
    customerDetails:
      customer.name === "" && !customer.email && !customer.phone && !customer.address ? null : customer,
    notes: body.notes,
    requiredDate: body.requiredDate,
    isManufacturerPrivate,
  };
}

/**
 * A new OPEN order to one of the account's suppliers with no deal or quote behind it (/orders/new), made
 * by the employee, with its details and no lines yet.
 */
export async function createPurchaseOrder(
  db: Db,
  auth: Auth,
  body: CreateBody,
  now: Date,
): Promise<PurchaseOrder> {
  const { accountId } = auth;
  const id = await db.transaction(async (tx) => {
    const privacy = body.isManufacturerPrivate ?? false;
    refusePrivacyChange(auth, privacy, false);
    if (!(await supplierLink(tx, accountId, body.manufacturerId)))
      throw validationFailed({ manufacturerId: ["UNKNOWN_SUPPLIER"] });
    await refuseUnknownSalesRep(tx, auth, body.salesRepId, null);
    const order = await insertPurchaseOrder(
      tx,
      newId,
      {
        ...detailsOf(body, privacy),
        id: newId(),
        accountId,
        tuid: await nextTuid(tx, accountId, "purchase_order"),
        manufacturerId: body.manufacturerId,
        status: "OPEN",
        createdBy: auth.employeeId,
        createdAt: now,
        updatedAt: now,
      },
      [],
    );
    return order.id;
  });
  return getPurchaseOrder(db, auth, id);
}

/**
 * Edits the order's details. An OPEN order changes in place; a SUBMITTED one (the newest revision) stays
 * as the supplier received it, and a new OPEN revision with the edit is made (PO-87-R2) and answered.
 */
export async function updatePurchaseOrder(
  db: Db,
  { auth, orderId, body, now }: { auth: Auth; orderId: string; body: DetailsBody; now: Date },
): Promise<PurchaseOrder> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, orderId);
    if (order.version !== body.version) throw conflict();
    const outcome = editOutcome(order);
    if (outcome !== "IN_PLACE" && outcome !== "NEW_REVISION") refuse(outcome);
    const privacy = body.isManufacturerPrivate ?? order.isManufacturerPrivate;
    refusePrivacyChange(auth, privacy, order.isManufacturerPrivate);
    await refuseUnknownSalesRep(tx, auth, body.salesRepId, order.salesRepEmployeeId);
    const target =
      outcome === "IN_PLACE"
        ? order.id
        : await copyOrder(tx, newId, order, {
            tuid: order.tuid,
            revision: order.revision + 1,
            parentOrderId: order.id,
            createdBy: auth.employeeId,
            createdAt: now,
          });
    await touch(tx, { accountId: auth.accountId, id: target }, now, detailsOf(body, privacy));
    return target;
  });
  return getPurchaseOrder(db, auth, id);
}

/**
 * Sets how an OPEN order travels (calculate shipping): one of its supplier's shipping methods or none,
 * the delivery address and the instructions. What is left null takes the dealer's defaults on submit.
 */
export async function calculatePurchaseOrderShipping(
  db: Db,
  {
    auth,
    orderId,
    body,
    now,
  }: {
    auth: Auth;
    orderId: string;
    body: {
      version: number;
      shippingMethodId: number | null;
      address: string | null;
      instructions: string | null;
    };
    now: Date;
  },
): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, orderId);
    if (order.version !== body.version) throw conflict();
    const problem = purchaseOrderChangeProblem(order);
    if (problem) refuse(problem);
    await refuseUnknownShippingMethod(tx, order.manufacturerId, body.shippingMethodId, "shippingMethodId");
    await touch(tx, order, now, {
      shippingMethodId: body.shippingMethodId,
      shippingAddress: body.address,
      shippingInstructions: body.instructions,
    });
  });
  return getPurchaseOrder(db, auth, orderId);
}

/** A new OPEN order with the same supplier, details and lines, and a number of its own. */
export async function clonePurchaseOrder(
  db: Db,
  auth: Auth,
  orderId: string,
  now: Date,
): Promise<PurchaseOrder> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, orderId);
    const problem = cloneProblem(order);
    if (problem) refuse(problem);
    return copyOrder(tx, newId, order, {
      tuid: await nextTuid(tx, auth.accountId, "purchase_order"),
      revision: 1,
      parentOrderId: null,
      createdBy: auth.employeeId,
      createdAt: now,
    });
  });
  return getPurchaseOrder(db, auth, id);
}

/** Archives or brings back an order (a flag apart from its status); doing it twice changes nothing. */
export async function setPurchaseOrderArchived(
  db: Db,
  { auth, orderId, isArchived, now }: { auth: Auth; orderId: string; isArchived: boolean; now: Date },
): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, orderId);
    if (order.isArchived !== isArchived) await touch(tx, order, now, { isArchived });
  });
  return getPurchaseOrder(db, auth, orderId);
}

/** Told after a submit committed that an online supplier has a new order and its secret link (it is emailed). */
export type OnSentToSupplier = (sent: { purchaseOrderId: string; token: string }) => Promise<void>;

/**
 * Makes the submitted order's supplier order in the submit's transaction, unless it has one; the secret
 * link's token when the supplier is online.
 */
export type OpenSupplierOrder = (
  tx: Db,
  auth: Auth,
  order: OrderRow,
  now: Date,
) => Promise<{ id: string; token: string | null } | null>;

/** Emails an online supplier its order and the secret link to its page. */
export type EmailSupplier = (
  db: Db,
  deps: { files: FileStore; mailer: Mailer; config: Config },
  input: { auth: Auth; purchaseOrderId: string; token: string },
) => Promise<void>;

/**
 * The supplier's side of a submit: the supplier-orders module's work, passed in (by app.ts, through the
 * routes) because that module builds on purchase orders.
 */
export type SupplierHandoff = { open: OpenSupplierOrder; onSent: OnSentToSupplier };

/**
 * OPEN with lines → SUBMITTED and locked ('Submit order', or 'Mark as Submitted' for an offline
 * supplier), with the supplier order it makes, in one transaction; then the supplier is told.
 */
export async function submitPurchaseOrder(
  db: Db,
  {
    auth,
    orderId,
    version,
    now,
    handoff,
  }: { auth: Auth; orderId: string; version: number; now: Date; handoff: SupplierHandoff },
): Promise<PurchaseOrder> {
  const made = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, orderId);
    if (order.version !== version) throw conflict();
    const [lines] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.accountId, auth.accountId), eq(purchaseOrderLines.orderId, order.id)));
    const problem = submitProblem(order, lines?.count ?? 0);
    if (problem) refuse(problem);
    await touch(tx, order, now, { status: "SUBMITTED", submittedAt: now });
    return handoff.open(tx, auth, { ...order, status: "SUBMITTED", submittedAt: now }, now);
  });
  if (made?.token) await handoff.onSent({ purchaseOrderId: orderId, token: made.token });
  return getPurchaseOrder(db, auth, orderId);
}

/** SUBMITTED → OPEN, for an order to an offline (manual) supplier only. */
export async function reopenPurchaseOrder(
  db: Db,
  auth: Auth,
  orderId: string,
  now: Date,
): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, orderId);
    const [supplier] = await tx
      .select({ offlineOnly: manufacturers.offlineOnly })
      .from(manufacturers)
      .where(eq(manufacturers.id, order.manufacturerId));
    const problem = reopenProblem(order, !supplier?.offlineOnly);
    if (problem) refuse(problem);
    await touch(tx, order, now, { status: "OPEN", submittedAt: null });
  });
  return getPurchaseOrder(db, auth, orderId);
}
