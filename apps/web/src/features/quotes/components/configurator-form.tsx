// The configurator's form: size, options, fabric, quantity and notes, priced live by the server. Save
// asks the server for the line's errors first and refuses (on the fields) while there are any.
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Loader,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { LineChoices, OrderLine, ProductDetail } from "@portal/contract";
import { fitsSizeRule, formatMoney } from "@portal/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { fetchLinePricePreview, useLinePricePreview } from "../api/preview-order-line-price.ts";
import { useUpdateOrderLine } from "../api/update-order-line.ts";
import { lineErrorFields } from "./configurator-errors.ts";
import { lineErrorText } from "./order-lines.tsx";
import { PriceExplanation } from "./price-explanation.tsx";

type Option = ProductDetail["optionGroups"][number]["options"][number];

/** The line's own limits: lengths the contract takes, quantities a line holds. */
const maxLength = 100_000;
const maxQuantity = 999;

/** Where an option can be had, when it cannot be had at this size (else null). */
function sizeHint(option: Option, width: number | null, drop: number | null): string | null {
  const rule = option.allowedSizes;
  if (!rule || fitsSizeRule(rule, width, drop)) return null;
  const parts: string[] = [];
  if (rule.minWidth !== undefined || rule.maxWidth !== undefined)
    parts.push(`W ${rule.minWidth ?? 0}–${rule.maxWidth ?? "∞"} mm`);
  if (rule.minDrop !== undefined || rule.maxDrop !== undefined)
    parts.push(`D ${rule.minDrop ?? 0}–${rule.maxDrop ?? "∞"} mm`);
  return parts.join(", ");
}

/** A size not above 0 (typed, not yet clamped on leaving the field) is no size yet. */
function toChoices(values: LineChoices): LineChoices {
  const size = (value: number | null) => (value !== null && value > 0 ? value : null);
  return { ...values, width: size(values.width), height: size(values.height) };
}

export type ConfiguratorFormProps = {
  line: OrderLine;
  product: ProductDetail;
  onSaved: (line: OrderLine) => void;
  onCancel: () => void;
  onFailed: (message: string) => void;
};

export function ConfiguratorForm({ line, product, onSaved, onCancel, onFailed }: ConfiguratorFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<LineChoices>({
    initialValues: line.context.choices,
    fields: {
      windowGroupName: { kind: "text", maxLength: 120 },
      notes: { kind: "text", maxLength: 2000 },
    },
  });
  const choices = form.getValues();
  const [saveError, setSaveError] = useState<string | null>(null);
  const updateLine = useUpdateOrderLine(line.id);
  const { preview, pending } = useLinePricePreview(line.id, toChoices(choices));
  const inclusive = line.pricing.taxMode === "INCLUSIVE";
  const pricing = preview?.pricing ?? line.pricing;
  const errors = preview?.errors ?? line.context.errors;
  const explanation = preview?.explanation ?? line.context.explanation;

  const save = async (typed: LineChoices) => {
    const values = toChoices(typed);
    setSaveError(null);
    try {
      // The server owns the line's rules: what it would say now decides whether this may be saved.
      const check = await fetchLinePricePreview(line.id, values);
      if (check.errors.length > 0) {
        form.refuse(lineErrorFields(check.errors, product, values, lineErrorText));
        return;
      }
      onSaved(await updateLine.mutateAsync(values));
    } catch (error) {
      const message = isApiError(error) ? error.message : t("errors.genericMessage");
      setSaveError(message);
      onFailed(message);
    }
  };

  const sizes = product.sizes;
  const sizeProps = (field: "width" | "height", range: { min: number; max: number } | null) => ({
    ...form.getInputProps(field),
    description: range ? t("quotes.configurator.range", range) : undefined,
    suffix: " mm",
    allowDecimal: false,
    allowNegative: false,
    min: range?.min ?? 1,
    max: range?.max ?? maxLength,
    value: choices[field] ?? "",
    // Kept as typed (0 included) so leaving the field can pull it into the range; empty is no size yet.
    onChange: (next: number | string) => form.setFieldValue(field, typeof next === "number" ? next : null),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <TextInput
              label={t("quotes.configurator.location")}
              description={t("quotes.configurator.locationHelp")}
              maxLength={120}
              {...form.getInputProps("windowGroupName")}
              value={choices.windowGroupName ?? ""}
              onChange={(event) => form.setFieldValue("windowGroupName", event.currentTarget.value || null)}
            />
            {product.hasWidth || product.hasHeight ? (
              <Group grow align="flex-start">
                {product.hasWidth ? (
                  <NumberField
                    label={t("quotes.configurator.width")}
                    {...sizeProps("width", sizes ? { min: sizes.minWidth, max: sizes.maxWidth } : null)}
                  />
                ) : null}
                {product.hasHeight ? (
                  <NumberField
                    label={t("quotes.configurator.drop")}
                    {...sizeProps("height", sizes ? { min: sizes.minDrop, max: sizes.maxDrop } : null)}
                  />
                ) : null}
              </Group>
            ) : null}
            {product.optionGroups.map((group) => {
              const path = `selections.${group.id}`;
              const selected = choices.selections[group.id] ?? [];
              const label = `${group.name}${group.required ? " *" : ""}`;
              const setGroup = (ids: string[]) =>
                form.setFieldValue("selections", { ...form.getValues().selections, [group.id]: ids });
              // The group's error and data-path (for focus) from the form; its value handled here.
              const groupProps = form.getInputProps(path);
              return group.multiple ? (
                <Checkbox.Group
                  key={group.id}
                  label={label}
                  {...groupProps}
                  value={selected}
                  onChange={setGroup}
                >
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
                  {...groupProps}
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
                {...form.getInputProps("fabricId")}
              />
            ) : null}
            <NumberField
              label={t("quotes.configurator.quantity")}
              min={1}
              max={maxQuantity}
              allowDecimal={false}
              allowNegative={false}
              w={140}
              {...form.getInputProps("quantity")}
              // Emptied, a line still holds one.
              onChange={(value) => form.setFieldValue("quantity", typeof value === "number" ? value : 1)}
            />
            <Textarea
              label={t("quotes.configurator.notes")}
              maxLength={2000}
              autosize
              minRows={2}
              {...form.getInputProps("notes")}
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
                      {lineErrorText(error)}
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
        <Button variant="default" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t("common.saveShort")}
        </Button>
      </Group>
    </form>
  );
}
