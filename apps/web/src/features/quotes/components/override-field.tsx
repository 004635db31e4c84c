// A tax or deposit override on the quote's price summary: its own chunk (the number input, its
// formatting library and the forms layer), which price-summary.tsx loads as the summary renders.
import { Button, Group } from "@mantine/core";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { decimalText, maxAmount } from "./decimal-field.ts";

export type OverrideFieldProps = {
  label: string;
  current: string | null;
  saving: boolean;
  onSave: (value: string | null) => Promise<boolean>;
  /** What was typed into the stand-in before this loaded, kept. */
  typed?: string;
  /** The stand-in had the focus: this takes it. */
  autoFocus?: boolean;
};

/** An amount of 0 or more, or empty for the calculated one. */
export function OverrideField({
  label,
  current,
  saving,
  onSave,
  typed: typedBefore,
  autoFocus,
}: OverrideFieldProps) {
  const { t } = useTranslation();
  const form = useAppForm<{ value: number | string }>({
    initialValues: { value: typedBefore ?? current ?? "" },
    fields: { value: { kind: "number", min: 0, max: maxAmount } },
  });
  const typed = decimalText(form.getValues().value);
  const changed = typed !== (current ?? "");
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async () => {
        if (changed) await onSave(typed === "" ? null : typed);
      })}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberField
          style={{ flex: 1 }}
          size="xs"
          label={label}
          description={t("quotes.pricing.overrideHelp")}
          min={0}
          max={maxAmount}
          decimalScale={2}
          allowNegative={false}
          autoFocus={autoFocus}
          {...form.getInputProps("value")}
        />
        <Button size="xs" type="submit" disabled={!changed} loading={saving && changed}>
          {t("common.saveShort")}
        </Button>
      </Group>
    </form>
  );
}
