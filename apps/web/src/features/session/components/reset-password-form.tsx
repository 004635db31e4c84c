import { Alert, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { passwordMinLength } from "@portal/contract";
import { paths } from "../../../config/paths.ts";
import { matchesField, minLength, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/navigation/page-navigation.tsx";
import { useResetPassword } from "../api/reset-password.ts";

export type ResetPasswordFormProps = {
  token: string;
  /** The link was a new employee's invite: the success says the password is set, not reset. */
  welcome?: boolean;
};

type ResetValues = { password: string; confirmPassword: string };

export function ResetPasswordForm({ token, welcome = false }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const resetMutation = useResetPassword();
  const form = useAppForm<ResetValues>({
    initialValues: { password: "", confirmPassword: "" },
    validate: {
      password: rules(
        required(undefined, t("auth.newPasswordRequired")),
        minLength(passwordMinLength, t("auth.passwordTooShort")),
      ),
      confirmPassword: rules<string, ResetValues>(
        required(undefined, t("auth.confirmPasswordRequired")),
        matchesField<ResetValues>("password", t("auth.passwordsDoNotMatch")),
      ),
    },
  });

  if (resetMutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {welcome ? t("auth.welcomeSucceeded") : t("auth.resetSucceeded")}
        </Alert>
        <Button component={PageLink} to={paths.login.getHref()} fullWidth>
          {t("auth.signIn")}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => resetMutation.mutate({ token, password: values.password }))}
    >
      <Stack gap="md">
        {resetMutation.isError ? (
          <Alert color="red" variant="light" role="alert" title={t("errors.RESET_FAILED")}>
            {t("auth.resetFailedHelp")}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t("auth.passwordRule", { count: passwordMinLength })}
        </Text>
        <PasswordInput
          label={t("auth.newPassword")}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={t("auth.confirmPassword")}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" fullWidth loading={resetMutation.isPending}>
          {welcome ? t("auth.setPassword") : t("auth.resetPassword")}
        </Button>
        {resetMutation.isError ? (
          <Button component={PageLink} to={paths.login.getHref()} variant="subtle">
            {t("auth.backToSignIn")}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
