// /product-options/{orderLineId}: the configurator, alone on its page (shown in a frame on the quote page).
// It reports to the page with window.postMessage (configuratorMessageSchema).
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Loader,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  type ConfiguratorMessage,
  type LineChoices,
  lineErrorMessages,
  type OrderLine,
  type ProductDetail,
  previewOrderLinePrice,
  updateOrderLine,
} from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { useOrderLine, useProductDetail } from "../api/quotes-api.ts";
import { PriceExplanation } from "../components/price-explanation.tsx";

export function postToPage(message: ConfiguratorMessage): void {
  // Only our own page may hear it (the frame is same-origin); opened alone, the parent is the window itself.
  window.parent.postMessage(message, window.location.origin);
}

type Preview = Awaited<ReturnType<typeof callApi<typeof previewOrderLinePrice>>>;

type Option = ProductDetail["optionGroups"][number]["options"][number];

/** Why an option cannot be had at this size, or null. */
function sizeHint(option: Option, width: number | null, drop: number | null): string | null {
  const rule = option.allowedSizes;
  if (!rule) return null;
  const outside =
    (width !== null &&
      ((rule.minWidth !== undefined && width < rule.minWidth) ||
        (rule.maxWidth !== undefined && width > rule.maxWidth))) ||
    (drop !== null &&
      ((rule.minDrop !== undefined && drop < rule.minDrop) ||
        (rule.maxDrop !== undefined && drop > rule.maxDrop)));
  if (!outside) return null;
  const parts: string[] = [];
  if (rule.minWidth !== undefined || rule.maxWidth !== undefined)
    parts.push(`W ${rule.minWidth ?? 0}–${rule.maxWidth ?? "∞"} mm`);
  if (rule.minDrop !== undefined || rule.maxDrop !== undefined)
    parts.push(`D ${rule.minDrop ?? 0}–${rule.maxDrop ?? "∞"} mm`);
  return parts.join(", ");
}

/** A width or drop in whole millimetres; empty (or 0) is no size yet. */
function SizeInput({
  label,
  range,
  value,
  onChange,
}: {
  label: string;
  range: { min: number; max: number } | null;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={label}
      description={range ? t("quotes.configurator.range", range) : undefined}
      suffix=" mm"
      allowDecimal={false}
      allowNegative={false}
      min={1}
      value={value ?? ""}
      onChange={(next) => onChange(typeof next === "number" && next > 0 ? next : null)}
    />
  );
}

function useLivePrice(lineId: string, choices: LineChoices | null) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [pending, setPending] = useState(false);
  const key = JSON.stringify(choices);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized choices are the dependency
  useEffect(() => {
    if (!choices) return;
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      callApi(previewOrderLinePrice, { params: { id: lineId }, body: choices, signal: controller.signal })
        .then((answer) => {
          setPreview(answer);
          setPending(false);
        })
        .catch(() => setPending(false));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lineId, key]);
  return { preview, pending };
}

function ConfiguratorForm({ line, product }: { line: OrderLine; product: ProductDetail }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<LineChoices>(line.context.choices);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { preview, pending } = useLivePrice(line.id, choices);
  const set = (patch: Partial<LineChoices>) => setChoices((current) => ({ ...current, ...patch }));
  const inclusive = line.pricing.taxMode === "INCLUSIVE";
  const pricing = preview?.pricing ?? line.pricing;
  const errors = preview?.errors ?? line.context.errors;
  const explanation = preview?.explanation ?? line.context.explanation;

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await callApi(updateOrderLine, { params: { id: line.id }, body: choices });
      postToPage({ type: "didSave", orderLineId: saved.id });
    } catch (error) {
      const message = isApiError(error) ? error.message : t("errors.genericMessage");
      setSaveError(message);
      postToPage({ type: "error", message });
    } finally {
      setSaving(false);
    }
  };

  const sizes = product.sizes;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <TextInput
              label={t("quotes.configurator.location")}
              description={t("quotes.configurator.locationHelp")}
              value={choices.windowGroupName ?? ""}
              maxLength={120}
              onChange={(event) => set({ windowGroupName: event.currentTarget.value || null })}
            />
            {product.hasWidth || product.hasHeight ? (
              <Group grow align="flex-start">
                {product.hasWidth ? (
                  <SizeInput
                    label={t("quotes.configurator.width")}
                    range={sizes ? { min: sizes.minWidth, max: sizes.maxWidth } : null}
                    value={choices.width}
                    onChange={(width) => set({ width })}
                  />
                ) : null}
                {product.hasHeight ? (
                  <SizeInput
                    label={t("quotes.configurator.drop")}
                    range={sizes ? { min: sizes.minDrop, max: sizes.maxDrop } : null}
                    value={choices.height}
                    onChange={(height) => set({ height })}
                  />
                ) : null}
              </Group>
            ) : null}
            {product.optionGroups.map((group) => {
              const selected = choices.selections[group.id] ?? [];
              const label = `${group.name}${group.required ? " *" : ""}`;
              const setGroup = (ids: string[]) =>
                set({ selections: { ...choices.selections, [group.id]: ids } });
              return group.multiple ? (
                <Checkbox.Group key={group.id} label={label} value={selected} onChange={setGroup}>
                  <Stack gap={6} mt={6}>
                    {group.options.map((option) => {
                      const hint = sizeHint(option, choices.width, choices.height);
                      return (
                        <Checkbox
                          key={option.id}
                          value={option.id}
                          label={option.name}
                          disabled={hint !== null && !selected.includes(option.id)}
                          description={hint ? t("quotes.configurator.onlyFor", { sizes: hint }) : undefined}
                        />
                      );
                    })}
                  </Stack>
                </Checkbox.Group>
              ) : (
                <Radio.Group
                  key={group.id}
                  label={label}
                  value={selected[0] ?? ""}
                  onChange={(value) => setGroup(value ? [value] : [])}
                >
                  <Stack gap={6} mt={6}>
                    {group.required ? null : <Radio value="" label={t("quotes.configurator.none")} />}
                    {group.options.map((option) => {
                      const hint = sizeHint(option, choices.width, choices.height);
                      return (
                        <Radio
                          key={option.id}
                          value={option.id}
                          label={option.name}
                          disabled={hint !== null && selected[0] !== option.id}
                          description={hint ? t("quotes.configurator.onlyFor", { sizes: hint }) : undefined}
                        />
                      );
                    })}
                  </Stack>
                </Radio.Group>
              );
            })}
            {product.fabrics.length > 0 ? (
              <Select
                label={t("quotes.configurator.fabric")}
                placeholder={t("quotes.configurator.chooseFabric")}
                searchable
                clearable
                data={product.fabrics.map((fabric) => ({
                  value: fabric.id,
                  label: `${fabric.name} — ${fabric.color} (${fabric.brandName})`,
                }))}
                value={choices.fabricId}
                onChange={(value) => set({ fabricId: value })}
              />
            ) : null}
            <NumberInput
              label={t("quotes.configurator.quantity")}
              min={1}
              max={999}
              allowDecimal={false}
              allowNegative={false}
              value={choices.quantity}
              onChange={(value) =>
                set({ quantity: typeof value === "number" && value >= 1 ? Math.min(999, value) : 1 })
              }
              w={140}
            />
            <Textarea
              label={t("quotes.configurator.notes")}
              value={choices.notes}
              maxLength={2000}
              autosize
              minRows={2}
              onChange={(event) => set({ notes: event.currentTarget.value })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="sm" style={{ position: "sticky", top: 8 }}>
            <Card withBorder padding="sm" aria-live="polite" aria-busy={pending}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t("quotes.configurator.price")}
                </Text>
                {pending ? <Loader size="xs" aria-label={t("common.loading")} /> : null}
              </Group>
              <Group justify="space-between">
                <Text size="sm">{inclusive ? t("quotes.lines.unitInc") : t("quotes.lines.unitEx")}</Text>
                <Text size="sm" data-testid="live-unit">
                  {formatMoney(inclusive ? pricing.unitSellPriceIncTax : pricing.unitSellPriceExTax)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" fw={700}>
                  {inclusive ? t("quotes.lines.totalInc") : t("quotes.lines.totalEx")}
                </Text>
                <Text size="sm" fw={700} data-testid="live-total">
                  {formatMoney(inclusive ? pricing.totalSellPriceIncTax : pricing.totalSellPriceExTax)}
                </Text>
              </Group>
              {errors.length > 0 ? (
                <Stack gap={2} mt="xs">
                  {errors.map((error) => (
                    <Text
                      key={`${error.code}-${error.groupId ?? ""}-${error.optionId ?? ""}`}
                      size="sm"
                      c="red.8"
                    >
                      {lineErrorMessages[error.code] ?? error.message}
                      {error.groupName ? ` (${error.groupName})` : ""}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Card>
            <Card withBorder padding="sm">
              <Text size="sm" fw={600} mb={4}>
                {t("quotes.explain.title")}
              </Text>
              <PriceExplanation steps={explanation} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {saveError ? (
        <Alert color="red" mt="sm" role="alert">
          {saveError}
        </Alert>
      ) : null}
      <Group
        justify="flex-end"
        wrap="nowrap"
        mt="md"
        py="sm"
        style={{ position: "sticky", bottom: 0, zIndex: 3, background: "var(--mantine-color-body)" }}
      >
        {/* On a phone the price card sits below the form: keep the live total in sight while choosing. */}
        <Box hiddenFrom="sm" mr="auto" data-testid="footer-total">
          <Text size="xs" c="dimmed">
            {inclusive ? t("quotes.lines.totalInc") : t("quotes.lines.totalEx")}
          </Text>
          <Text size="sm" fw={700} c={errors.length > 0 ? "red.8" : undefined}>
            {errors.length > 0
              ? t("quotes.configurator.problems", { count: errors.length })
              : formatMoney(inclusive ? pricing.totalSellPriceIncTax : pricing.totalSellPriceExTax)}
          </Text>
        </Box>
        <Button variant="default" onClick={() => postToPage({ type: "closeModal" })}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {t("common.saveShort")}
        </Button>
      </Group>
    </form>
  );
}

export function ConfiguratorPage() {
  const { t } = useTranslation();
  const { orderLineId = "" } = useParams();
  const line = useOrderLine(orderLineId);
  const product = useProductDetail(line.data?.context.product.id);

  return (
    <Box component="main" p="md" maw={1100} mx="auto">
      {line.isError || product.isError ? (
        <Alert color="red" role="alert">
          {t("errors.genericMessage")}
        </Alert>
      ) : !line.data || !product.data ? (
        <Loader aria-label={t("common.loading")} />
      ) : (
        <Stack gap="sm">
          <Title order={1} size="h3">
            {product.data.name}
            <Text span c="dimmed" size="sm" ml="xs">
              {product.data.brandName}
            </Text>
          </Title>
          <ConfiguratorForm line={line.data} product={product.data} />
        </Stack>
      )}
    </Box>
  );
}
