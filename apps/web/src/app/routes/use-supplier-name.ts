// The account's suppliers by name, for the screens that show an id's supplier (orders, converting a quote).
import { useCallback } from "react";
import { useManufacturers } from "../../features/settings/index.ts";
import { useTranslation } from "../../shared/i18n/use-translation.ts";

/** `supplierName(id)`, and how many suppliers the account has; loads them only when `enabled`. */
export function useSupplierName(enabled = true) {
  const { t } = useTranslation();
  const suppliers = useManufacturers(enabled);
  const list = suppliers.data;
  const supplierName = useCallback(
    (id: number) => list?.find((supplier) => supplier.id === id)?.name ?? t("purchaseOrders.supplier"),
    [list, t],
  );
  /** Whether the supplier takes orders offline (tracked by hand, never sent online). */
  const isOffline = useCallback(
    (id: number) => list?.find((supplier) => supplier.id === id)?.offline_only ?? false,
    [list],
  );
  return { supplierName, isOffline, count: list?.length ?? 0, suppliers: list ?? [] };
}
