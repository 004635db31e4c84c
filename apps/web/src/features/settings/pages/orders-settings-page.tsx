// Settings → Orders (spec 001 §2 "Settings tabs"; issue 12 "Around it"): the order confirmation email and
// delivery defaults (shared with General), and the account's offline order statuses.
import { Stack } from "@mantine/core";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { OfflineStatusesSection } from "../../supplier-orders/components.ts";
import { useOfflineStatusEntries } from "../../supplier-orders/index.ts";
import { useAccountSettings } from "../api/get-account-settings.ts";
import { useDealerSettings } from "../api/get-dealer-settings.ts";
import { OrderDefaultsForm } from "../components/order-defaults-form.tsx";

export type OrdersSettingsPageProps = {
  /** May change settings (settings.edit); otherwise everything is read-only. */
  canEdit: boolean;
};

export function OrdersSettingsPage({ canEdit }: OrdersSettingsPageProps) {
  const account = useAccountSettings();
  const dealer = useDealerSettings();
  const statuses = useOfflineStatusEntries();

  if (account.isError || dealer.isError || statuses.isError) {
    return (
      <ErrorView
        onRetry={() => {
          for (const query of [account, dealer, statuses]) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!account.data || !dealer.data || !statuses.data) return <PageLoader />;
  return (
    <Stack gap="lg" maw={880}>
      <OrderDefaultsForm company={account.data.main_company} dealer={dealer.data} readOnly={!canEdit} />
      <OfflineStatusesSection statuses={statuses.data} readOnly={!canEdit} />
    </Stack>
  );
}
