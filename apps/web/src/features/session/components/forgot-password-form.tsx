import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { email, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useForgotPassword } from "../api/forgot-password.ts";

export type ForgotPasswordFormProps = {
  onBack: () => void;
};

type ForgotValues = { email: string };

export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const forgotMutation = useForgotPassword();
  const form = useAppForm<ForgotValues>({
    initialValues: { email: "" },
    fields: { email: { kind: "text", maxLength: 255 } },
    validate: {
      email: rules(required(undefined, t("auth.emailRequired")), email(t("auth.emailInvalid"))),
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => forgotMutation.mutate({ email: values.email.trim() }))}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("auth.forgotHelp")}
        </Text>
        {forgotMutation.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {t("auth.resetEmailSent")}
          </Alert>
        ) : null}
        {forgotMutation.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t("auth.resetEmailFailed")}
          </Alert>
        ) : null}
        <TextInput
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <Button type="submit" fullWidth loading={forgotMutation.isPending}>
          {t("auth.sendResetLink")}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {t("auth.backToSignIn")}
        </Anchor>
      </Stack>
    </form>
  );
}
