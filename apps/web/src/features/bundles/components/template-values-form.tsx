// The template fields modal's form (spec 001 §2, §5 Bundles): a value for every field, FACTOR between 0
// and 1, CURRENCY greater than 0 — the domain's rule, which the API applies again.
import { Button, Group, Stack, Text } from "@mantine/core";
import type { Bundle, BundleTemplateField } from "@portal/contract";
import { bundleCurrencyMax, bundleFactorRange, templateValueProblem } from "@portal/domain";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";

type Values = { templateValues: Record<string, number | string> };

export type TemplateValuesFormProps = {
  bundle: Bundle;
  /** "subscribe" turns the bundle on; "edit" changes a subscribed bundle's values. */
  mode: "subscribe" | "edit";
  saving: boolean;
  /** Sends the values; a refusal it throws lands on the fields (422) or stays with its toast. */
  onSave: (templateValues: Record<string, string>) => Promise<unknown>;
};

/** What a NumberField holds, as the decimal string the API takes ("" stays ""). */
function decimalText(value: number | string | undefined): string {
  return typeof value === "number" ? String(value) : (value ?? "").trim();
}

export function TemplateValuesForm({ bundle, mode, saving, onSave }: TemplateValuesFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<Values>({
    initialValues: {
      templateValues: Object.fromEntries(
        bundle.templateFields.map((field) => [field.templateKey, field.value ?? ""]),
      ),
    },
    validate: {
      templateValues: Object.fromEntries(
        bundle.templateFields.map((field) => [
          field.templateKey,
          (value: number | string) => {
            const problem = templateValueProblem(field.operator, decimalText(value));
            return problem ? t(`errors.${problem}`) : null;
          },
        ]),
      ),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: Values) => {
    try {
      await onSave(
        Object.fromEntries(
          bundle.templateFields.map((field) => [
            field.templateKey,
            decimalText(values.templateValues[field.templateKey]),
          ]),
        ),
      );
      form.resetDirty();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  const input = (field: BundleTemplateField, index: number) => {
    const charge = t(`bundles.charges.${field.templateKey}`);
    const shared = {
      label: field.label,
      withAsterisk: true,
      inputMode: "decimal" as const,
      "data-autofocus": index === 0 ? true : undefined,
      ...form.getInputProps(`templateValues.${field.templateKey}`),
    };
    return field.operator === "FACTOR" ? (
      <NumberField
        key={field.templateKey}
        description={t("bundles.factorHelp", { charge })}
        min={bundleFactorRange.min}
        max={bundleFactorRange.max}
        step={0.05}
        decimalScale={4}
        allowNegative={false}
        {...shared}
      />
    ) : (
      <NumberField
        key={field.templateKey}
        description={t("bundles.currencyHelp", { charge })}
        min={0}
        max={bundleCurrencyMax}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        prefix="$"
        hideControls
        {...shared}
      />
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        {bundle.description ? (
          <Text size="sm" c="dimmed">
            {bundle.description}
          </Text>
        ) : null}
        <Text size="sm">{t("bundles.modalIntro", { supplier: bundle.context.manufacturer.name })}</Text>
        {bundle.templateFields.map(input)}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {mode === "subscribe" ? t("bundles.subscribe") : t("common.saveShort")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
