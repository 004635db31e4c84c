import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useAccountSettings } from "../api/get-account-settings.ts";
import { useDealerSettings } from "../api/get-dealer-settings.ts";
import { GeneralSettingsForm } from "../components/general-settings-form.tsx";

export type GeneralSettingsPageProps = {
  /** May change the company and dealer settings (settings.edit); otherwise the form is read-only. */
  canEdit: boolean;
};

export function GeneralSettingsPage({ canEdit }: GeneralSettingsPageProps) {
  const account = useAccountSettings();
  const dealer = useDealerSettings();

  if (account.isError || dealer.isError) {
    return (
      <ErrorView
        onRetry={() => {
          void account.refetch();
          void dealer.refetch();
        }}
      />
    );
  }
  if (!account.data || !dealer.data) return <PageLoader />;
  return (
    <GeneralSettingsForm
      company={account.data.main_company}
      dealer={dealer.data}
      countryName={account.data.country.name}
      readOnly={!canEdit}
    />
  );
}
