// One quote adjustment (spec 000 §3 "Adjustment"): a label, an amount or a percentage, taxed or not.
import { Button, Group, Stack, TextInput } from "@mantine/core";
import type { TaxMode } from "@portal/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledSegmentedControl } from "../../../shared/ui/labelled-segmented-control.tsx";
import type { AdjustmentInput } from "./quote-save.ts";

export type AdjustmentFormProps = {
  initial: AdjustmentInput | null;
  taxMode: TaxMode;
  saving: boolean;
  onSubmit: (value: AdjustmentInput) => void;
  onCancel: () => void;
};

const amountPattern = /^-?\d+(\.\d{1,2})?$/;
const percentPattern = /^-?\d{1,3}(\.\d{1,2})?$/;

export function AdjustmentForm({ initial, taxMode, saving, onSubmit, onCancel }: AdjustmentFormProps) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(initial?.label ?? "");
  const [type, setType] = useState<"AMOUNT" | "PERCENT">(initial?.adjustmentType ?? "AMOUNT");
  const [taxType, setTaxType] = useState<"STANDARD" | "NONE">(initial?.taxType ?? "STANDARD");
  const [value, setValue] = useState(
    initial ? (initial.adjustmentType === "AMOUNT" ? initial.amount : initial.percent) : "",
  );
  const [touched, setTouched] = useState(false);

  const trimmed = value.trim();
  const labelError = touched && !label.trim() ? t("quotes.adjustment.labelRequired") : null;
  const valueError =
    touched && !(type === "AMOUNT" ? amountPattern : percentPattern).test(trimmed)
      ? t(type === "AMOUNT" ? "quotes.adjustment.amountInvalid" : "quotes.adjustment.percentInvalid")
      : null;

  const submit = () => {
    setTouched(true);
    if (!label.trim() || !(type === "AMOUNT" ? amountPattern : percentPattern).test(trimmed)) return;
    onSubmit(
      type === "AMOUNT"
        ? { label: label.trim(), taxType, adjustmentType: "AMOUNT", amount: trimmed }
        : { label: label.trim(), taxType, adjustmentType: "PERCENT", percent: trimmed },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t("quotes.adjustment.label")}
          required
          value={label}
          maxLength={120}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={labelError}
        />
        <LabelledSegmentedControl
          label={t("quotes.adjustment.type")}
          value={type}
          onChange={setType}
          data={[
            { value: "AMOUNT", label: t("quotes.adjustment.amountType") },
            { value: "PERCENT", label: t("quotes.adjustment.percentType") },
          ]}
        />
        <TextInput
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
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={valueError}
        />
        <LabelledSegmentedControl
          label={t("quotes.adjustment.taxType")}
          value={taxType}
          onChange={setTaxType}
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
