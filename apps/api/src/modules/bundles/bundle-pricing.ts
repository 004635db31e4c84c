// What a dealer's subscriptions change in pricing (DOMAIN.md "Pricing"): each supplier's subscribed
// bundles' values, in the bundles' sort order, read once per pricing for every line.
import type { BundleValue } from "@portal/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bundleSubscriptions, bundles } from "../../db/schema/index.ts";

/** The values each supplier's charges take from the dealer's subscriptions, by manufacturer id. */
export type SubscribedBundleValues = ReadonlyMap<number, readonly BundleValue[]>;

export async function subscribedBundleValues(db: Db, accountId: string): Promise<SubscribedBundleValues> {
  const rows = await db
    .select({
      manufacturerId: bundleSubscriptions.manufacturerId,
      templateValues: bundleSubscriptions.templateValues,
      templateFields: bundles.templateFields,
    })
    .from(bundleSubscriptions)
    .innerJoin(bundles, eq(bundles.id, bundleSubscriptions.bundleId))
    .where(eq(bundleSubscriptions.accountId, accountId))
    .orderBy(asc(bundleSubscriptions.manufacturerId), asc(bundles.sortOrder), asc(bundles.id));
  const values = new Map<number, BundleValue[]>();
  for (const row of rows) {
    const list = values.get(row.manufacturerId) ?? [];
    for (const field of row.templateFields) {
      // A field the supplier added after the dealer subscribed takes its default until the dealer sets one.
      const value = row.templateValues[field.templateKey] ?? field.defaultValue;
      if (value !== null) list.push({ templateKey: field.templateKey, operator: field.operator, value });
    }
    values.set(row.manufacturerId, list);
  }
  return values;
}
