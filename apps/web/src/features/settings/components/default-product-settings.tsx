// Settings → Products: the account's default mark-up or margin (spec 001 §2; the rule is the domain's).
import { Button, Card, Group, Radio, Stack, Text, Title } from "@mantine/core";
import type { DealerSettings } from "@portal/contract";
import { adjustmentError } from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { numberBetween, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { adjustmentErrorText } from "../../product-overrides/index.ts";
import { useUpdateDealerSettings } from "../api/update-dealer-settings.ts";
import { dealerSettingsBody } from "./dealer-settings-body.ts";

type AdjustmentType = DealerSettings["accountAdjustmentType"];
type Values = { type: AdjustmentType; amount: number | string };

/** The settings screen's cap on the default percentage (the contract's too). */
const maxPercent = 100;

/** `readOnly`: shown but not changeable (no Save). */
export function DefaultProductSettings({ dealer, readOnly }: { dealer: DealerSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateDealerSettings();
  const queryClient = useQueryClient();
  const form = useAppForm<Values>({
    initialValues: { type: dealer.accountAdjustmentType, amount: dealer.accountAdjustmentValue },
    fields: { amount: { kind: "number", min: 0, max: maxPercent } },
    validate: {
      amount: rules<unknown, Values>(
        required(undefined, t("settings.products.amountRequired")),
        numberBetween(0, maxPercent, t("settings.products.amountRange")),
        (value, values) =>
          typeof value === "number" ? adjustmentErrorText(t, adjustmentError(values.type, value)) : null,
      ),
    },
  });

  const submit = async (values: Values) => {
    if (typeof values.amount !== "number") return;
    try {
      await save.mutateAsync(
        dealerSettingsBody(dealer, {
          accountAdjustmentType: values.type,
          accountAdjustmentValue: values.amount,
        }),
      );
      form.resetDirty();
      showSuccessToast(t("settings.saved"));
      void queryClient.invalidateQueries({ queryKey: ["catalogue", "product-tree"] });
    } catch (error) {
      form.refuseServer(error, { accountAdjustmentValue: "amount" });
    }
  };

  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="default-products-title">
      <form noValidate onSubmit={form.handleSubmit(submit)}>
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
            {...form.getInputProps("type")}
            onChange={(value) => {
              form.setFieldValue("type", value as AdjustmentType);
              // A margin and a mark-up of the same amount are judged differently.
              if (form.errors.amount || form.isTouched("amount")) form.validateField("amount");
            }}
          >
            <Group gap="lg" mt={6}>
              <Radio value="PERCENT_MARK_UP" label={t("settings.products.markup")} disabled={readOnly} />
              <Radio value="PERCENT_MARGIN" label={t("settings.products.margin")} disabled={readOnly} />
            </Group>
          </Radio.Group>
          <NumberField
            label={t("settings.products.amount")}
            suffix=" %"
            min={0}
            max={maxPercent}
            decimalScale={2}
            w={200}
            readOnly={readOnly}
            {...form.getInputProps("amount")}
          />
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t("common.save")}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
