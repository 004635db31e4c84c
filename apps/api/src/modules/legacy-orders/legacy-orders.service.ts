// Orders from the external CRM: read-only, scoped to the caller's account (module BURNS_LEGACY_ORDERS).
import type { LegacyOrder, LegacyOrderListItem } from "@portal/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contacts, legacyOrders } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";

type LegacyOrderRow = typeof legacyOrders.$inferSelect;

/** A contact's legacy orders, the latest installed first (orders without an install date last). */
export async function listContactLegacyOrders(
  db: Db,
  accountId: string,
  contactId: string,
): Promise<LegacyOrderListItem[]> {
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)));
  if (!contact) throw notFound();
  return db
    .select({
      id: legacyOrders.id,
      orderNum: legacyOrders.orderNum,
      subject: legacyOrders.subject,
      status: legacyOrders.status,
      installDate: legacyOrders.installDate,
      totalDue: legacyOrders.totalDue,
    })
    .from(legacyOrders)
    .where(and(eq(legacyOrders.accountId, accountId), eq(legacyOrders.contactId, contactId)))
    .orderBy(sql`${legacyOrders.installDate} desc nulls last`, desc(legacyOrders.orderNum));
}

export async function getLegacyOrder(db: Db, accountId: string, orderId: string): Promise<LegacyOrder> {
  const [row] = await db
    .select()
    .from(legacyOrders)
    .where(and(eq(legacyOrders.accountId, accountId), eq(legacyOrders.id, orderId)));
  if (!row) throw notFound();
  return toLegacyOrder(row);
}

function toLegacyOrder(row: LegacyOrderRow): LegacyOrder {
  const data = row.data;
  return {
    id: row.id,
    contactId: row.contactId,
    orderNum: row.orderNum,
    subject: data.Subject,
    description: data.Description,
    status: data.Status,
    owner: data.Owner,
    supplier: data.Supplier,
    reps: data.Reps,
    billingAddress: {
      street: data.Billing_Street,
      city: data.Billing_City,
      state: data.Billing_State,
      code: data.Billing_Code,
      country: data.Billing_Country,
    },
    shippingAddress: {
      street: data.Shipping_Street,
      city: data.Shipping_City,
      state: data.Shipping_State,
      code: data.Shipping_Code,
      country: data.Shipping_Country,
    },
    dates: {
      confirm: data.Confirm_Date,
      cbf: data.CBF_Date,
      notification: data.Notification_Date,
      install: data.Install_Date,
    },
    figures: {
      installCost: data.Install_Cost,
      gp: data.GP,
      gpPercentage: data.GP_Percentage,
      gst: data.GST,
      exGst: data.Ex_GST,
      netCharged: data.Net_Charged,
      totalDue: data.Total_Due,
      listTotal: data.List_Total,
      manufactureCost: data.Manufacture_Cost,
      salesCommission: data.Sales_Commission,
    },
    orderedItems: data.Ordered_Items.map((item) => ({
      productName: item.Product_Name,
      description: item.Description,
      quantity: item.Quantity,
      listPrice: item.List_Price,
      discount: item.Discount,
      netTotal: item.Net_Total,
      totalAfterDiscount: item.Total_After_Discount,
      tax: item.Tax,
      total: item.Total,
    })),
    importedAt: row.importedAt.toISOString(),
  };
}
