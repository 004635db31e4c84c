// Settings → Suppliers (spec 001 §2): a card per supplier with its default shipping method; an
// internal supplier (one the dealer manages itself) also offers what the route composes in for it.
// Whoever may edit settings also manages the API tokens of each supplier that has a system of its own
// (not offline-only; issue 12).
import { Anchor, Badge, Card, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Manufacturer } from "@portal/contract";
import type { ComponentType } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { SupplierApiTokens } from "../../supplier-orders/components.ts";
import { useManufacturers } from "../api/list-manufacturers.ts";
import { useUpdateSupplierShippingMethod } from "../api/update-manufacturer-customer-settings.ts";

/** What an internal supplier's card offers (e.g. the catalogue import), when the signed-in user may. */
export type InternalSupplierAction = ComponentType<{ manufacturerId: number; supplierName: string }>;

export type SuppliersSettingsPageProps = {
  internalSupplierAction?: InternalSupplierAction;
  /**
   * May change a supplier's default shipping method and manage its API tokens (settings.edit);
   * otherwise the method only shows and the tokens not at all.
   */
  canEdit: boolean;
};

function SupplierCard({
  supplier,
  internalAction: InternalAction,
  readOnly,
}: {
  supplier: Manufacturer;
  internalAction?: InternalSupplierAction;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const save = useUpdateSupplierShippingMethod(supplier.id, () =>
    showSuccessToast(t("settings.suppliers.saved", { name: supplier.name })),
  );
  const current = save.isPending ? save.variables : supplier.customer_settings.default_shipping_method_id;
  const internal = supplier.manufacturer_customer_settings.is_internal;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`supplier-${supplier.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`supplier-${supplier.id}`}>
            {supplier.name}
          </Title>
          {internal ? (
            <Badge variant="filled" color="teal.9" title={t("settings.suppliers.internalHint")}>
              {t("settings.suppliers.internal")}
            </Badge>
          ) : null}
        </Group>
        {supplier.email ? (
          <Anchor href={`mailto:${supplier.email}`} size="sm">
            {supplier.email}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t("settings.suppliers.noEmail")}
          </Text>
        )}
        <Select
          label={t("settings.suppliers.shippingMethod")}
          data={[
            { value: "", label: t("settings.suppliers.none") },
            ...supplier.shipping_methods.map((method) => ({ value: String(method.id), label: method.name })),
          ]}
          value={current === null || current === undefined ? "" : String(current)}
          allowDeselect={false}
          readOnly={readOnly}
          disabled={save.isPending}
          onChange={(value) => save.mutate(value ? Number(value) : null)}
        />
        {internal && InternalAction ? (
          <Group>
            <InternalAction manufacturerId={supplier.id} supplierName={supplier.name} />
          </Group>
        ) : null}
        {!readOnly && !supplier.offline_only ? (
          <SupplierApiTokens manufacturerId={supplier.id} supplierName={supplier.name} />
        ) : null}
      </Stack>
    </Card>
  );
}

export function SuppliersSettingsPage({ internalSupplierAction, canEdit }: SuppliersSettingsPageProps) {
  const { t } = useTranslation();
  const query = useManufacturers();
  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  if (query.data.length === 0) return <Text c="dimmed">{t("settings.suppliers.empty")}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {query.data.map((supplier) => (
        <SupplierCard
          key={supplier.id}
          supplier={supplier}
          internalAction={internalSupplierAction}
          readOnly={!canEdit}
        />
      ))}
    </SimpleGrid>
  );
}
