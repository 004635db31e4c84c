// Settings → Products (spec 001 §2, §4 override resolution): the account's default mark-up or margin,
// and the catalogue tree with each node's resolved badge and an override per category or product.
import { Badge, Button, Card, Group, Modal, NumberInput, Radio, Stack, Text, Title } from "@mantine/core";
import {
  createProductOverride,
  type DealerSettings,
  getProductTree,
  listProductOverrides,
  type ProductOverrideRecord,
  type ProductTree,
  type TreeBadge,
  updateProductOverride,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { LabelledSegmentedControl } from "../../../shared/ui/labelled-segmented-control.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useDealerSettings } from "../api/get-dealer-settings.ts";
import { useUpdateDealerSettings } from "../api/update-dealer-settings.ts";
import { dealerSettingsBody } from "../components/dealer-settings-body.ts";

const treeKey = ["catalogue", "product-tree"] as const;
const overridesKey = ["product-overrides"] as const;

function DefaultProductSettings({ dealer }: { dealer: DealerSettings }) {
  const { t } = useTranslation();
  const save = useUpdateDealerSettings();
  const queryClient = useQueryClient();
  const [type, setType] = useState(dealer.accountAdjustmentType);
  const [amount, setAmount] = useState<number | "">(dealer.accountAdjustmentValue);
  const error =
    amount === ""
      ? t("settings.products.amountRequired")
      : amount < 0 || amount > 100
        ? t("settings.products.amountRange")
        : type === "PERCENT_MARGIN" && amount >= 100
          ? t("settings.products.marginTooHigh")
          : null;
  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="default-products-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (error || amount === "") return;
          save.mutate(
            dealerSettingsBody(dealer, { accountAdjustmentType: type, accountAdjustmentValue: amount }),
            {
              onSuccess: () => {
                showSuccessToast(t("settings.saved"));
                void queryClient.invalidateQueries({ queryKey: treeKey });
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="default-products-title">
              {t("settings.products.defaultTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("settings.products.defaultHelp")}
            </Text>
          </div>
          <Radio.Group
            label={t("settings.products.type")}
            value={type}
            onChange={(value) => setType(value as DealerSettings["accountAdjustmentType"])}
          >
            <Group gap="lg" mt={6}>
              <Radio value="PERCENT_MARK_UP" label={t("settings.products.markup")} />
              <Radio value="PERCENT_MARGIN" label={t("settings.products.margin")} />
            </Group>
          </Radio.Group>
          <NumberInput
            label={t("settings.products.amount")}
            suffix=" %"
            min={0}
            max={100}
            decimalScale={2}
            value={amount}
            onChange={(value) => setAmount(typeof value === "number" ? value : "")}
            error={error}
            w={200}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={error !== null}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

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

type Target =
  | { kind: "PRODUCT"; name: string; productId: string; overrideId: string | null }
  | {
      kind: "BRAND_CATEGORY";
      name: string;
      brandId: string;
      categoryId: string;
      brandSubCategoryId: string | null;
      overrideId: string | null;
    };

function OverrideModal({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const overrides = useQuery({
    queryKey: overridesKey,
    enabled: target !== null,
    queryFn: ({ signal }) => callApi(listProductOverrides, { signal }),
  });
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
          onClose={onClose}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: treeKey });
            void queryClient.invalidateQueries({ queryKey: overridesKey });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function OverrideForm({
  target,
  existing,
  onClose,
  onSaved,
}: {
  target: Target;
  existing: ProductOverrideRecord | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [adjustment, setAdjustment] = useState<"INHERIT" | "CUSTOM">(existing?.adjustmentType ?? "INHERIT");
  const [base, setBase] = useState<number | "">(existing?.baseAdjustmentValue ?? 0);
  const [options, setOptions] = useState<number | "">(existing?.optionsAdjustmentValue ?? 0);
  const [hidden, setHidden] = useState(existing?.isHidden ?? false);
  const save = useMutation({
    mutationFn: () => {
      const fields = {
        adjustmentType: adjustment,
        baseAdjustmentValue: base === "" ? 0 : base,
        optionsAdjustmentValue: options === "" ? 0 : options,
        isHidden: hidden,
      };
      const body =
        target.kind === "PRODUCT"
          ? { overrideType: "PRODUCT" as const, productId: target.productId, ...fields }
          : {
              overrideType: "BRAND_CATEGORY" as const,
              brandId: target.brandId,
              categoryId: target.categoryId,
              brandSubCategoryId: target.brandSubCategoryId,
              ...fields,
            };
      return target.overrideId
        ? callApi(updateProductOverride, { params: { id: target.overrideId }, body })
        : callApi(createProductOverride, { body });
    },
    onSuccess: () => {
      showSuccessToast(t("settings.saved"));
      onSaved();
    },
  });
  const invalid = adjustment === "CUSTOM" && ((base !== "" && base < 0) || (options !== "" && options < 0));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) save.mutate();
      }}
    >
      <Stack gap="md">
        <LabelledSegmentedControl
          label={t("settings.products.adjustment")}
          value={adjustment}
          onChange={setAdjustment}
          data={[
            { value: "INHERIT", label: t("settings.products.inherit") },
            { value: "CUSTOM", label: t("settings.products.custom") },
          ]}
        />
        {adjustment === "CUSTOM" ? (
          <Group grow>
            <NumberInput
              label={t("settings.products.basePercent")}
              suffix=" %"
              min={0}
              decimalScale={2}
              allowNegative={false}
              value={base}
              onChange={(value) => setBase(typeof value === "number" ? value : "")}
            />
            <NumberInput
              label={t("settings.products.optionsPercent")}
              suffix=" %"
              min={0}
              decimalScale={2}
              allowNegative={false}
              value={options}
              onChange={(value) => setOptions(typeof value === "number" ? value : "")}
            />
          </Group>
        ) : null}
        <Radio.Group
          label={t("settings.products.visibility")}
          value={hidden ? "hidden" : "visible"}
          onChange={(value) => setHidden(value === "hidden")}
        >
          <Group gap="lg" mt={6}>
            <Radio value="visible" label={t("settings.products.visible")} />
            <Radio value="hidden" label={t("settings.products.hiddenOption")} />
          </Group>
        </Radio.Group>
        {adjustment === "INHERIT" && !hidden ? (
          <Text size="sm" c="dimmed">
            {t("settings.products.inheritRemoves")}
          </Text>
        ) : null}
        {save.isError ? (
          <Text size="sm" c="red" role="alert">
            {save.error.message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={invalid}>
            {t("common.saveShort")}
          </Button>
        </Group>
      </Stack>
    </form>
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

function ProductTreeView({ tree, onOverride }: { tree: ProductTree; onOverride: (target: Target) => void }) {
  const { t } = useTranslation();
  if (tree.length === 0) return <Text c="dimmed">{t("settings.products.empty")}</Text>;
  return (
    <ul style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("settings.products.treeTitle")}>
      {tree.flatMap((brand) => [
        <TreeRow key={brand.brandId} depth={0} name={brand.brandName} />,
        ...brand.categories.flatMap((category) => {
          const categoryTarget = (subId: string | null, name: string, overrideId: string | null): Target => ({
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
                  onOverride={() =>
                    onOverride({
                      kind: "PRODUCT",
                      name: product.name,
                      productId: product.id,
                      overrideId: product.override?.id ?? null,
                    })
                  }
                />
              ));
          return [
            <TreeRow
              key={category.id}
              depth={1}
              name={category.name}
              badge={category.badge}
              onOverride={() =>
                onOverride(categoryTarget(null, category.name, category.override?.id ?? null))
              }
            />,
            ...category.subCategories.flatMap((sub) => [
              <TreeRow
                key={sub.id}
                depth={2}
                name={sub.name}
                badge={sub.badge}
                onOverride={() => onOverride(categoryTarget(sub.id, sub.name, sub.override?.id ?? null))}
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

export function ProductsSettingsPage() {
  const { t } = useTranslation();
  const dealer = useDealerSettings();
  const tree = useQuery({ queryKey: treeKey, queryFn: ({ signal }) => callApi(getProductTree, { signal }) });
  const [target, setTarget] = useState<Target | null>(null);
  if (dealer.isError) return <ErrorView onRetry={() => void dealer.refetch()} />;
  if (!dealer.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <DefaultProductSettings dealer={dealer.data} />
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
          <ProductTreeView tree={tree.data} onOverride={setTarget} />
        )}
      </Card>
      <OverrideModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
