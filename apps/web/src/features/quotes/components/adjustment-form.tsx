// One quote adjustment (spec 000 §3 "Adjustment"): a label, an amount or a percentage, taxed or not.
import { Button, Group, Stack, TextInput } from "@mantine/core";
import type { TaxMode } from "@portal/domain";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { LabelledSegmentedControl } from "../../../shared/ui/labelled-segmented-control.tsx";
import { decimalText, maxAmount, maxPercent } from "./decimal-field.ts";
import type { AdjustmentInput } from "./quote-save.ts";

export type AdjustmentFormProps = {
  initial: AdjustmentInput | null;
  taxMode: TaxMode;
  saving: boolean;
  onSubmit: (value: AdjustmentInput) => void;
  onCancel: () => void;
};

type Values = {
  label: string;
  type: "AMOUNT" | "PERCENT";
  taxType: "STANDARD" | "NONE";
  value: number | string;
};

export function AdjustmentForm({ initial, taxMode, saving, onSubmit, onCancel }: AdjustmentFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<Values>({
    initialValues: {
      label: initial?.label ?? "",
      type: initial?.adjustmentType ?? "AMOUNT",
      taxType: initial?.taxType ?? "STANDARD",
      value: initial ? (initial.adjustmentType === "AMOUNT" ? initial.amount : initial.percent) : "",
    },
    fields: { label: { kind: "text", maxLength: 120 } },
    validate: {
      label: required(undefined, t("quotes.adjustment.labelRequired")),
      value: (value, values) =>
        required(
          undefined,
          t(
            values.type === "AMOUNT" ? "quotes.adjustment.amountInvalid" : "quotes.adjustment.percentInvalid",
          ),
        )(value, values),
    },
  });
  const { type, taxType } = form.getValues();
  const bound = type === "AMOUNT" ? maxAmount : maxPercent;

  const submit = (values: Values) => {
    const label = values.label.trim();
    const value = decimalText(values.value);
    onSubmit(
      values.type === "AMOUNT"
        ? { label, taxType: values.taxType, adjustmentType: "AMOUNT", amount: value }
        : { label, taxType: values.taxType, adjustmentType: "PERCENT", percent: value },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="sm">
        <TextInput
          label={t("quotes.adjustment.label")}
          required
          maxLength={120}
          {...form.getInputProps("label")}
        />
        <LabelledSegmentedControl
          label={t("quotes.adjustment.type")}
          value={type}
          onChange={(next) => form.setFieldValue("type", next)}
          data={[
            { value: "AMOUNT", label: t("quotes.adjustment.amountType") },
            { value: "PERCENT", label: t("quotes.adjustment.percentType") },
          ]}
        />
        <NumberField
          label={type === "AMOUNT" ? t("quotes.adjustment.amount") : t("quotes.adjustment.percent")}
          description={
            type === "AMOUNT"
              ? t(
                  taxMode === "INCLUSIVE"
                    ? "quotes.adjustment.amountIncHelp"
                    : "quotes.adjustment.amountExHelp",
                )
              : t("quotes.adjustment.percentHelp")
          }
          required
          min={-bound}
          max={bound}
          decimalScale={2}
          {...form.getInputProps("value")}
        />
        <LabelledSegmentedControl
          label={t("quotes.adjustment.taxType")}
          value={taxType}
          onChange={(next) => form.setFieldValue("taxType", next)}
          data={[
            { value: "STANDARD", label: t("quotes.adjustment.taxStandard") },
            { value: "NONE", label: t("quotes.adjustment.taxNone") },
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("common.saveShort")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
