// One product's or category's override (spec 001 §3 "Product override", §4).
import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import type { DealerSettings, ProductOverrideRecord } from "@portal/contract";
import { adjustmentError } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { errorText } from "../../../shared/api-client/error-text.ts";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { LabelledSegmentedControl } from "../../../shared/ui/labelled-segmented-control.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { postProductOverride } from "../api/create-product-override.ts";
import { putProductOverride } from "../api/update-product-override.ts";
import { adjustmentErrorText } from "./adjustment-error-text.ts";

export type OverrideTarget =
  | { kind: "PRODUCT"; name: string; productId: string; overrideId: string | null }
  | {
      kind: "BRAND_CATEGORY";
      name: string;
      brandId: string;
      categoryId: string;
      brandSubCategoryId: string | null;
      overrideId: string | null;
    };

type Values = {
  adjustmentType: "INHERIT" | "CUSTOM";
  baseAdjustmentValue: number | string;
  optionsAdjustmentValue: number | string;
  hidden: boolean;
};

/** The contract's cap on an override's percentage. */
const maxPercent = 1000;

export type OverrideFormProps = {
  target: OverrideTarget;
  existing: ProductOverrideRecord | undefined;
  /** The account's adjustment type: it decides what a percentage means (a margin must be below 100). */
  accountType: DealerSettings["accountAdjustmentType"];
  onClose: () => void;
  onSaved: () => void;
};

export function OverrideForm({ target, existing, accountType, onClose, onSaved }: OverrideFormProps) {
  const { t } = useTranslation();
  const percentRule = (label: string) => (value: unknown, values: Values) => {
    if (values.adjustmentType !== "CUSTOM") return null;
    const missing = required(label)(value, values);
    if (missing) return missing;
    return typeof value === "number" ? adjustmentErrorText(t, adjustmentError(accountType, value)) : null;
  };
  const form = useAppForm<Values>({
    initialValues: {
      adjustmentType: existing?.adjustmentType ?? "INHERIT",
      baseAdjustmentValue: existing?.baseAdjustmentValue ?? 0,
      optionsAdjustmentValue: existing?.optionsAdjustmentValue ?? 0,
      hidden: existing?.isHidden ?? false,
    },
    fields: {
      baseAdjustmentValue: { kind: "number", min: 0, max: maxPercent },
      optionsAdjustmentValue: { kind: "number", min: 0, max: maxPercent },
    },
    validate: {
      baseAdjustmentValue: percentRule(t("settings.products.basePercent")),
      optionsAdjustmentValue: percentRule(t("settings.products.optionsPercent")),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = {
        adjustmentType: values.adjustmentType,
        baseAdjustmentValue: typeof values.baseAdjustmentValue === "number" ? values.baseAdjustmentValue : 0,
        optionsAdjustmentValue:
          typeof values.optionsAdjustmentValue === "number" ? values.optionsAdjustmentValue : 0,
        isHidden: values.hidden,
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
      return target.overrideId ? putProductOverride(target.overrideId, body) : postProductOverride(body);
    },
  });

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync(values);
      showSuccessToast(t("settings.saved"));
      onSaved();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  const { adjustmentType, hidden } = form.getValues();
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <LabelledSegmentedControl
          label={t("settings.products.adjustment")}
          value={adjustmentType}
          onChange={(value) => form.setFieldValue("adjustmentType", value)}
          data={[
            { value: "INHERIT", label: t("settings.products.inherit") },
            { value: "CUSTOM", label: t("settings.products.custom") },
          ]}
        />
        {adjustmentType === "CUSTOM" ? (
          <Group grow align="flex-start">
            <NumberField
              label={t("settings.products.basePercent")}
              suffix=" %"
              min={0}
              max={maxPercent}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps("baseAdjustmentValue")}
            />
            <NumberField
              label={t("settings.products.optionsPercent")}
              suffix=" %"
              min={0}
              max={maxPercent}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps("optionsAdjustmentValue")}
            />
          </Group>
        ) : null}
        <Radio.Group
          label={t("settings.products.visibility")}
          value={hidden ? "hidden" : "visible"}
          onChange={(value) => form.setFieldValue("hidden", value === "hidden")}
        >
          <Group gap="lg" mt={6}>
            <Radio value="visible" label={t("settings.products.visible")} />
            <Radio value="hidden" label={t("settings.products.hiddenOption")} />
          </Group>
        </Radio.Group>
        {adjustmentType === "INHERIT" && !hidden ? (
          <Text size="sm" c="dimmed">
            {t("settings.products.inheritRemoves")}
          </Text>
        ) : null}
        {save.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorText(save.error)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("common.saveShort")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
