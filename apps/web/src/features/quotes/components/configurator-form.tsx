// The configurator's form: size, options, fabric, quantity and notes, priced live by the server. Save
// asks the server for the line's errors first and refuses (on the fields) while there are any.
import { Alert, Grid, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import type { LineChoices, OrderLine, ProductDetail } from "@portal/contract";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useLivePrice } from "../hooks/use-live-price.ts";
import { useSaveLine } from "../hooks/use-save-line.ts";
import { maxLength, maxQuantity, toChoices } from "./configurator-choices.ts";
import { ConfiguratorFooter } from "./configurator-footer.tsx";
import { LivePriceCard } from "./live-price-card.tsx";
import { OptionGroupField } from "./option-group-field.tsx";

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
  const { save, saveError } = useSaveLine({ line, product, form, onSaved, onFailed });
  const price = useLivePrice(line, toChoices(choices));
  const inclusive = line.pricing.taxMode === "INCLUSIVE";
  const { pricing } = price;
  const unit = inclusive ? pricing.unitSellPriceIncTax : pricing.unitSellPriceExTax;
  const total = inclusive ? pricing.totalSellPriceIncTax : pricing.totalSellPriceExTax;

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
          <LivePriceCard price={price} inclusive={inclusive} unit={unit} total={total} />
        </Grid.Col>
      </Grid>
      {saveError ? (
        <Alert color="red" mt="sm" role="alert">
          {saveError}
        </Alert>
      ) : null}
      <ConfiguratorFooter
        inclusive={inclusive}
        total={total}
        errorCount={price.errors.length}
        submitting={form.submitting}
        onCancel={onCancel}
      />
    </form>
  );
}
