import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { type Employee, passwordMinLength } from "@portal/contract";
import { useTranslation } from "react-i18next";
import { minLength, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useUpdateEmployee } from "../api/update-employee.ts";
import { bodyOf, displayName, valuesOf } from "./employee-values.ts";

export type SetPasswordFormProps = {
  employee: Employee;
  /** The signed-in employee sets their own: this session stays signed in. */
  isSelf: boolean;
  onDone: () => void;
};

type Values = { password: string };

/** Sets an employee's password (PUT with a password, spec 001 §7); their other sessions end. */
export function SetPasswordForm({ employee, isSelf, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const update = useUpdateEmployee(employee.id);
  const form = useAppForm<Values>({
    initialValues: { password: "" },
    validate: {
      password: rules(
        required(t("employees.password")),
        minLength(passwordMinLength, t("auth.passwordTooShort")),
      ),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: Values) => {
    try {
      await update.mutateAsync({ ...bodyOf(valuesOf(employee)), password: values.password });
      form.resetDirty();
      showSuccessToast(t("employees.passwordSet", { name: displayName(employee) }));
      onDone();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">
          {isSelf
            ? t("employees.setOwnPasswordHelp")
            : t("employees.setPasswordHelp", { name: displayName(employee) })}
        </Text>
        <PasswordInput
          label={t("employees.password")}
          description={t("auth.passwordRule", { count: passwordMinLength })}
          withAsterisk
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("employees.setPassword")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
