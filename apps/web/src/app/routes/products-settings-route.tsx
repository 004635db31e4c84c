// Settings → Products: the default mark-up is a dealer setting (settings.edit); product overrides
// follow settings.deals.edit (docs/permissions.md, decision 6).
import { ProductsSettingsPage } from "../../features/settings/pages/products-settings-page.tsx";
import { useCan } from "../access.ts";

export function ProductsSettingsRoute() {
  const can = useCan();
  return <ProductsSettingsPage canEdit={can("settings.edit")} canOverride={can("settings.deals.edit")} />;
}
