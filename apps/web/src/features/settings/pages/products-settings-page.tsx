// Settings → Products (spec 001 §2, §4 override resolution): the account's default mark-up or margin,
// and the catalogue tree with each node's resolved badge and an override per category or product.
import { Stack } from "@mantine/core";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { ProductOverridesCard } from "../../product-overrides/components.ts";
import { useDealerSettings } from "../api/get-dealer-settings.ts";
import { DefaultProductSettings } from "../components/default-product-settings.tsx";

export type ProductsSettingsPageProps = {
  /** May change the default mark-up or margin (settings.edit). */
  canEdit: boolean;
  /** May add, change and remove product overrides (settings.deals.edit). */
  canOverride: boolean;
};

export function ProductsSettingsPage({ canEdit, canOverride }: ProductsSettingsPageProps) {
  const dealer = useDealerSettings();
  if (dealer.isError) return <ErrorView onRetry={() => void dealer.refetch()} />;
  if (!dealer.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <DefaultProductSettings dealer={dealer.data} readOnly={!canEdit} />
      <ProductOverridesCard accountType={dealer.data.accountAdjustmentType} canOverride={canOverride} />
    </Stack>
  );
}
