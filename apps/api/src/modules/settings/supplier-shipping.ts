// A supplier's shipping methods (spec 000 §3 "shipping_methods"): a method named for an order, an
// offline order or the dealer's default must be one of that supplier's.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shippingMethods } from "../../db/schema/index.ts";
import { validationFailed } from "../../platform/errors.ts";

/** Refuses (422 on `field`) a shipping method that is not one of the supplier's; null is none. */
export async function refuseUnknownShippingMethod(
  db: Db,
  manufacturerId: number,
  shippingMethodId: number | null,
  field: string,
): Promise<void> {
  if (shippingMethodId === null) return;
  const [method] = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, shippingMethodId), eq(shippingMethods.manufacturerId, manufacturerId)));
  if (!method) throw validationFailed({ [field]: ["UNKNOWN_SHIPPING_METHOD"] });
}
