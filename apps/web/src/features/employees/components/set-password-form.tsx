import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { type Employee, passwordMinLength } from "@portal/contract";
import { useQueryClient } from "@tanstack/react-query";
import { minLength, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { getEmployeeQueryOptions } from "../api/get-employee.ts";
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
  const queryClient = useQueryClient();
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
      // The PUT sends the whole employee: read it fresh, so a status or role another admin changed
      // since this opened is not put back.
      const latest = await queryClient.fetchQuery({ ...getEmployeeQueryOptions(employee.id), staleTime: 0 });
      await update.mutateAsync({ ...bodyOf(valuesOf(latest)), password: values.password });
      form.resetDirty();
      showSuccessToast(t("employees.passwordSet", { name: displayName(latest) }));
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
          <Button type="submit" loading={form.submitting}>
            {t("employees.setPassword")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
