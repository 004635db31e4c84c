import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import type { Me } from "@portal/contract";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useLogin } from "../api/login.ts";

export type LoginFormProps = {
  onSuccess: (me: Me) => void;
  onForgotPassword: () => void;
};

type LoginValues = { username: string; password: string };

export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const loginMutation = useLogin({ onSuccess });
  const form = useAppForm<LoginValues>({
    initialValues: { username: "", password: "" },
    fields: { username: { kind: "text", maxLength: 255 } },
    validate: {
      username: required(undefined, t("auth.usernameRequired")),
      password: required(undefined, t("auth.passwordRequired")),
    },
  });

  const failure = loginMutation.error
    ? hasStatus(loginMutation.error, 400, 401)
      ? t("errors.LOGIN_FAILED")
      : t("auth.loginError")
    : null;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => loginMutation.mutate(values))}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t("auth.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...form.getInputProps("username")}
        />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          {t("auth.signIn")}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} ta="center">
          {t("auth.forgotPassword")}
        </Anchor>
      </Stack>
    </form>
  );
}
