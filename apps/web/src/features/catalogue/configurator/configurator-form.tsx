// The configurator's form: size, options, fabric, quantity and notes, priced live by the server. Save
// asks the server for the line's errors first and refuses (on the fields) while there are any. The
// quote's lines (sell price) and the purchase order's (cost) each say how they are priced and saved.
import { Alert, Grid, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import type { LineChoices, ProductDetail } from "@portal/contract";
import { useEffect, useState } from "react";
import { errorText, firstFieldErrorText } from "../../../shared/api-client/error-text.ts";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { lineErrorText } from "../components/line-error-text.ts";
import { maxLength, maxQuantity, toChoices } from "./configurator-choices.ts";
import { lineErrorFields } from "./configurator-errors.ts";
import { ConfiguratorFooter } from "./configurator-footer.tsx";
import { type ConfiguratorPrice, type PriceChoices, useLivePrice } from "./live-preview.ts";
import { LivePriceCard, type PriceLabels } from "./live-price-card.tsx";
import { OptionGroupField } from "./option-group-field.tsx";

export type ConfiguratorFormProps = {
  product: ProductDetail;
  /** The line's choices now (a new line's are empty). */
  initialChoices: LineChoices;
  /** The saved line's figures, shown until the first answer; null for a new line. */
  initialPrice: ConfiguratorPrice | null;
  labels: PriceLabels;
  priceChoices: PriceChoices;
  /** Saves choices the server found no errors in; a refusal it throws is shown on the form. */
  save: (choices: LineChoices) => Promise<void>;
  onCancel: () => void;
  /** Told of a failed save too (the frame reports it to its page). */
  onFailed?: (message: string) => void;
  /** Told whether the choices differ from the line's (a dialog holding the form asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
};

export function ConfiguratorForm({
  product,
  initialChoices,
  initialPrice,
  labels,
  priceChoices,
  save,
  onCancel,
  onFailed,
  onDirtyChange,
}: ConfiguratorFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<LineChoices>({
    initialValues: initialChoices,
    fields: {
      windowGroupName: { kind: "text", maxLength: 120 },
      notes: { kind: "text", maxLength: 2000 },
    },
  });
  const choices = form.getValues();
  const dirty = form.isDirty();
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  const live = useLivePrice(priceChoices, toChoices(choices), initialPrice);
  const [saveError, setSaveError] = useState<string | null>(null);
  const submit = async (typed: LineChoices) => {
    const values = toChoices(typed);
    setSaveError(null);
    try {
      // The server owns the line's rules: what it would say now decides whether this may be saved.
      const check = await priceChoices(values);
      if (check.errors.length > 0) {
        form.refuse(lineErrorFields(check.errors, product, values, lineErrorText));
        return;
      }
      await save(values);
    } catch (error) {
      const message = firstFieldErrorText(error) ?? errorText(error);
      setSaveError(message);
      onFailed?.(message);
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
    <form noValidate onSubmit={form.handleSubmit(submit)}>
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
            {product.optionGroups.map((group) => (
              <OptionGroupField key={group.id} group={group} form={form} />
            ))}
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
          <LivePriceCard live={live} labels={labels} />
        </Grid.Col>
      </Grid>
      {saveError ? (
        <Alert color="red" mt="sm" role="alert">
          {saveError}
        </Alert>
      ) : null}
      <ConfiguratorFooter
        totalLabel={labels.total}
        total={live.price?.total ?? null}
        errorCount={live.price?.errors.length ?? 0}
        submitting={form.submitting}
        onCancel={onCancel}
      />
    </form>
  );
}
