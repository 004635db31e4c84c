// Settings → Quotes: the dealer settings on it follow settings.edit, the logo and PDF templates
// settings.deals.edit (docs/permissions.md, decision 7).
import { QuoteSettingsPage } from "../../features/settings/pages/quote-settings-page.tsx";
import { useCan } from "../access.ts";

export function QuoteSettingsRoute() {
  const can = useCan();
  return <QuoteSettingsPage canEdit={can("settings.edit")} canEditDocuments={can("settings.deals.edit")} />;
}
