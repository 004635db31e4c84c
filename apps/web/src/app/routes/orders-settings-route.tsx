// Settings → Orders, read-only for those who may see settings but not change them (docs/permissions.md).
import { OrdersSettingsPage } from "../../features/settings/pages/orders-settings-page.tsx";
import { useCan } from "../access.ts";

export function OrdersSettingsRoute() {
  const can = useCan();
  return <OrdersSettingsPage canEdit={can("settings.edit")} />;
}
