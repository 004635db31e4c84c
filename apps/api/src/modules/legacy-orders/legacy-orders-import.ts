// The import of legacy orders from the external CRM's export (docs/legacy-orders-import.md): the whole
// file is checked first, then every order is matched to a contact and upserted by Order_Num in one
// transaction. Used by `npm run import:legacy-orders` and the demo seed.
import { type LegacyOrderRecord, legacyOrderedItemSchema, legacyOrdersFileSchema } from "@portal/contract";
import { CsvError, parse } from "csv-parse/sync";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type IdSource, newId } from "../../db/ids.ts";
import { accounts, contacts, legacyOrders } from "../../db/schema/index.ts";

export type LegacyFileFormat = "json" | "csv";

export type LegacyImportSummary = {
  orders: number;
  created: number;
  updated: number;
  /** Orders matched to a contact (by email or by name). */
  matched: number;
  /** Order numbers no single contact matched: imported without a contact. */
  unmatched: string[];
};

export class LegacyImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The file was not imported: ${problems.length} problem(s)`);
    this.name = "LegacyImportError";
  }
}

/** The CSV's columns of an ordered item: "Item_" and the item's field (Item_Product_Name, …). */
const itemColumns = Object.keys(legacyOrderedItemSchema.shape).map(
  (field) => [`Item_${field}`, field] as const,
);

/**
 * A CSV export has one row per ordered item; the order's columns repeat on each of its rows (the first
 * row's are kept), and an order without items has one row with the Item_ columns blank.
 */
function csvOrders(text: string): unknown[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text, { bom: true, columns: true, trim: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof CsvError) throw new LegacyImportError([`CSV: ${error.message}`]);
    throw error;
  }
  const orders = new Map<string, Record<string, unknown> & { Ordered_Items: Record<string, string>[] }>();
  for (const row of rows) {
    const key = (row.Order_Num ?? "").trim();
    const orderFields = Object.fromEntries(
      Object.entries(row).filter(([column]) => !column.startsWith("Item_")),
    );
    const order = orders.get(key) ?? { ...orderFields, Ordered_Items: [] };
    orders.set(key || `(blank ${orders.size})`, order);
    const item = Object.fromEntries(itemColumns.map(([column, field]) => [field, row[column] ?? ""]));
    if (Object.values(item).some((value) => value !== "")) order.Ordered_Items.push(item);
  }
  return [...orders.values()];
}

/** Reads and checks a whole export; throws LegacyImportError with every problem when any order is wrong. */
export function parseLegacyOrdersFile(text: string, format: LegacyFileFormat): LegacyOrderRecord[] {
  let raw: unknown;
  if (format === "csv") raw = csvOrders(text);
  else {
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new LegacyImportError([`JSON: ${error instanceof Error ? error.message : String(error)}`]);
    }
  }
  const result = legacyOrdersFileSchema.safeParse(raw);
  if (result.success) return result.data;
  const orderNum = (index: PropertyKey | undefined) => {
    const list = Array.isArray(raw) ? raw : (raw as { data?: unknown[] } | null)?.data;
    const order = typeof index === "number" ? list?.[index] : undefined;
    const value =
      order && typeof order === "object" ? (order as Record<string, unknown>).Order_Num : undefined;
    return value === undefined || value === null ? "" : ` (Order_Num ${String(value)})`;
  };
  throw new LegacyImportError(
    result.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      const where =
        typeof index === "number"
          ? `order ${index + 1}${orderNum(index)}${field.length ? ` ${field.join(".")}` : ""}`
          : "file";
      return `${where}: ${issue.message}`;
    }),
  );
}

const normal = (value: string) => value.trim().toLowerCase().replace(/\s+/g, " ");

/** The one contact of the account with this email, else the one with this name; null when none or several. */
function contactMatcher(rows: Array<{ id: string; name: string; email: string | null }>) {
  const byEmail = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const row of rows) {
    if (row.email) byEmail.set(normal(row.email), [...(byEmail.get(normal(row.email)) ?? []), row.id]);
    byName.set(normal(row.name), [...(byName.get(normal(row.name)) ?? []), row.id]);
  }
  const only = (ids: string[] | undefined) => (ids?.length === 1 ? (ids[0] ?? null) : null);
  return (order: LegacyOrderRecord): string | null =>
    (order.Contact_Email ? only(byEmail.get(normal(order.Contact_Email))) : null) ??
    (order.Contact_Name ? only(byName.get(normal(order.Contact_Name))) : null);
}

function columnsOf(order: LegacyOrderRecord) {
  return {
    orderNum: order.Order_Num,
    subject: order.Subject,
    status: order.Status,
    owner: order.Owner,
    supplier: order.Supplier,
    confirmDate: order.Confirm_Date,
    cbfDate: order.CBF_Date,
    notificationDate: order.Notification_Date,
    installDate: order.Install_Date,
    installCost: order.Install_Cost,
    gp: order.GP,
    gpPercentage: order.GP_Percentage,
    gst: order.GST,
    exGst: order.Ex_GST,
    netCharged: order.Net_Charged,
    totalDue: order.Total_Due,
    listTotal: order.List_Total,
    manufactureCost: order.Manufacture_Cost,
    salesCommission: order.Sales_Commission,
    data: order,
  };
}

/** What an import again of an order replaces: everything but its id, account and number. */
const reimported = Object.fromEntries(
  Object.entries(getTableColumns(legacyOrders))
    .filter(([key]) => !["id", "accountId", "orderNum"].includes(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

export type LegacyImportOptions = { now: Date; ids?: IdSource };

/** Upserts checked orders into one account by Order_Num, in one transaction. */
export async function importLegacyOrders(
  db: Db,
  accountId: string,
  orders: LegacyOrderRecord[],
  { now, ids = newId }: LegacyImportOptions,
): Promise<LegacyImportSummary> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw new LegacyImportError([`no account ${accountId}`]);
    const match = contactMatcher(
      await tx
        .select({ id: contacts.id, name: contacts.name, email: contacts.email })
        .from(contacts)
        .where(eq(contacts.accountId, accountId)),
    );
    const summary: LegacyImportSummary = {
      orders: orders.length,
      created: 0,
      updated: 0,
      matched: 0,
      unmatched: [],
    };
    const batchSize = 500;
    for (let start = 0; start < orders.length; start += batchSize) {
      const batch = orders.slice(start, start + batchSize);
      const existing = await tx
        .select({ orderNum: legacyOrders.orderNum })
        .from(legacyOrders)
        .where(
          and(
            eq(legacyOrders.accountId, accountId),
            inArray(
              legacyOrders.orderNum,
              batch.map((order) => order.Order_Num),
            ),
          ),
        );
      summary.updated += existing.length;
      summary.created += batch.length - existing.length;
      const rows = batch.map((order) => {
        const contactId = match(order);
        if (contactId) summary.matched += 1;
        else summary.unmatched.push(order.Order_Num);
        return { id: ids(), accountId, contactId, importedAt: now, ...columnsOf(order) };
      });
      await tx
        .insert(legacyOrders)
        .values(rows)
        .onConflictDoUpdate({ target: [legacyOrders.accountId, legacyOrders.orderNum], set: reimported });
    }
    return summary;
  });
}
