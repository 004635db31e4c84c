// Settings → Suppliers, with the catalogue import on internal suppliers for admins (the API's rule:
// a dealer's ADMIN may load a supplier the dealer manages itself).
import { ImportCatalogueButton } from "../../features/catalogue/components/import-catalogue-button.tsx";
import { SuppliersSettingsPage } from "../../features/settings/pages/suppliers-settings-page.tsx";
import { useSessionMe } from "../session/use-session.ts";

export function SuppliersSettingsRoute() {
  const me = useSessionMe();
  const admin = me.principal?.employeeType === "ADMIN";
  return <SuppliersSettingsPage internalSupplierAction={admin ? ImportCatalogueButton : undefined} />;
}
