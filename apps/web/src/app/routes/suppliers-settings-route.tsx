// Settings → Suppliers: the default shipping method follows settings.edit; the catalogue import on
// internal suppliers is for admins (the API's rule: a dealer's ADMIN may load a supplier the dealer
// manages itself, whatever the role; catalogue.import is only "signed in").
import { ImportCatalogueButton } from "../../features/catalogue/components/import-catalogue-button.tsx";
import { SuppliersSettingsPage } from "../../features/settings/pages/suppliers-settings-page.tsx";
import { useCan } from "../access.ts";
import { useSessionMe } from "../session/use-session.ts";

export function SuppliersSettingsRoute() {
  const me = useSessionMe();
  const can = useCan();
  const admin = me.principal?.employeeType === "ADMIN";
  return (
    <SuppliersSettingsPage
      internalSupplierAction={admin && can("catalogue.import") ? ImportCatalogueButton : undefined}
      canEdit={can("settings.edit")}
    />
  );
}
