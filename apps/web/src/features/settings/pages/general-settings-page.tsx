import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useAccountSettings } from "../api/get-account-settings.ts";
import { useDealerSettings } from "../api/get-dealer-settings.ts";
import { GeneralSettingsForm } from "../components/general-settings-form.tsx";

export function GeneralSettingsPage() {
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
  return <GeneralSettingsForm company={account.data.main_company} dealer={dealer.data} />;
}
