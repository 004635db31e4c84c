// The catalogue tree with each node's resolved mark-up or margin (spec 001 §4 override resolution), and
// an override per category or product (Settings → Products composes it with the account's default).
import { Badge, Button, Card, Group, Modal, Text, Title } from "@mantine/core";
import type { DealerSettings, ProductOverrideRecord, ProductTree, TreeBadge } from "@portal/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { productTreeKey, useProductTree } from "../../catalogue/index.ts";
import { productOverridesKey, useProductOverrides } from "../api/list-product-overrides.ts";
import { OverrideForm, type OverrideTarget } from "./override-form.tsx";

/** "60.0000" → "60" (display only). */
function plainPercent(value: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : value;
}

export function BadgeView({ badge }: { badge: TreeBadge }) {
  const { t } = useTranslation();
  if (badge.kind === "HIDDEN")
    return (
      <Badge color="gray" variant="filled" tt="none">
        {t("settings.products.hidden")}
      </Badge>
    );
  if (badge.kind === "DEFAULT")
    return (
      <Badge color="gray" variant="light" tt="none">
        {t("settings.products.default")}
      </Badge>
    );
  const label = t(
    badge.adjustmentType === "PERCENT_MARGIN"
      ? "settings.products.badgeMargin"
      : "settings.products.badgeMarkup",
    { base: plainPercent(badge.basePercent), options: plainPercent(badge.optionsPercent) },
  );
  return (
    <Badge
      color={badge.inherited ? "grape" : "blue"}
      variant={badge.inherited ? "outline" : "light"}
      tt="none"
    >
      {badge.inherited ? `${label} · ${t("settings.products.fromCategory")}` : label}
    </Badge>
  );
}

function OverrideModal({
  target,
  accountType,
  onClose,
}: {
  target: OverrideTarget | null;
  accountType: DealerSettings["accountAdjustmentType"];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const overrides = useProductOverrides(target !== null);
  const existing: ProductOverrideRecord | undefined = overrides.data?.find(
    (item) => item.id === target?.overrideId,
  );
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t("settings.products.overrideTitle", { name: target?.name ?? "" })}
    >
      {target === null ? null : target.overrideId && !overrides.data ? (
        <PageLoader />
      ) : (
        <OverrideForm
          key={`${target.name}-${existing?.id ?? "new"}`}
          target={target}
          existing={existing}
          accountType={accountType}
          onClose={onClose}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: productTreeKey });
            void queryClient.invalidateQueries({ queryKey: productOverridesKey });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function TreeRow({
  depth,
  name,
  badge,
  onOverride,
  note,
}: {
  depth: number;
  name: string;
  badge?: TreeBadge;
  onOverride?: () => void;
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      pl={depth * 20}
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={depth === 0 ? 700 : depth === 1 ? 600 : undefined}>
          {name}
        </Text>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
        {badge ? <BadgeView badge={badge} /> : null}
      </Group>
      {onOverride ? (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onOverride}
          aria-label={t("settings.products.overrideNamed", { name })}
        >
          {t("settings.products.override")}
        </Button>
      ) : null}
    </Group>
  );
}

function ProductTreeView({
  tree,
  onOverride,
}: {
  tree: ProductTree;
  /** null: overrides only show (no Override buttons). */
  onOverride: ((target: OverrideTarget) => void) | null;
}) {
  const { t } = useTranslation();
  const offer = (target: OverrideTarget) => (onOverride ? () => onOverride(target) : undefined);
  if (tree.length === 0) return <Text c="dimmed">{t("settings.products.empty")}</Text>;
  return (
    <ul style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("settings.products.treeTitle")}>
      {tree.flatMap((brand) => [
        <TreeRow key={brand.brandId} depth={0} name={brand.brandName} />,
        ...brand.categories.flatMap((category) => {
          const categoryTarget = (
            subId: string | null,
            name: string,
            overrideId: string | null,
          ): OverrideTarget => ({
            kind: "BRAND_CATEGORY",
            name,
            brandId: brand.brandId,
            categoryId: category.id,
            brandSubCategoryId: subId,
            overrideId,
          });
          const productRows = (subId: string | null, depth: number) =>
            category.products
              .filter((product) => product.brandSubCategoryId === subId)
              .map((product) => (
                <TreeRow
                  key={product.id}
                  depth={depth}
                  name={product.name}
                  note={product.type === "MASTER" ? t("settings.products.range") : undefined}
                  badge={product.badge}
                  onOverride={offer({
                    kind: "PRODUCT",
                    name: product.name,
                    productId: product.id,
                    overrideId: product.override?.id ?? null,
                  })}
                />
              ));
          return [
            <TreeRow
              key={category.id}
              depth={1}
              name={category.name}
              badge={category.badge}
              onOverride={offer(categoryTarget(null, category.name, category.override?.id ?? null))}
            />,
            ...category.subCategories.flatMap((sub) => [
              <TreeRow
                key={sub.id}
                depth={2}
                name={sub.name}
                badge={sub.badge}
                onOverride={offer(categoryTarget(sub.id, sub.name, sub.override?.id ?? null))}
              />,
              ...productRows(sub.id, 3),
            ]),
            ...productRows(null, 2),
          ];
        }),
      ])}
    </ul>
  );
}

export type ProductOverridesCardProps = {
  /** Whether the account works in mark-ups or margins (a new override starts so). */
  accountType: DealerSettings["accountAdjustmentType"];
  /** May add, change and remove product overrides (settings.deals.edit). */
  canOverride: boolean;
};

export function ProductOverridesCard({ accountType, canOverride }: ProductOverridesCardProps) {
  const { t } = useTranslation();
  const tree = useProductTree();
  const [target, setTarget] = useState<OverrideTarget | null>(null);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="products-tree-title">
      <Title order={2} size="h3" id="products-tree-title">
        {t("settings.products.treeTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("settings.products.treeHelp")}
      </Text>
      {tree.isError ? (
        <ErrorView onRetry={() => void tree.refetch()} />
      ) : !tree.data ? (
        <PageLoader />
      ) : (
        <ProductTreeView tree={tree.data} onOverride={canOverride ? setTarget : null} />
      )}
      <OverrideModal target={target} accountType={accountType} onClose={() => setTarget(null)} />
    </Card>
  );
}
