import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreateEmployee } from "../api/create-employee.ts";
import { EmployeeForm } from "./employee-form.tsx";
import { bodyOf, newEmployeeValues } from "./employee-values.ts";
import { randomPassword } from "./random-password.ts";

export type EmployeeAddFormProps = { onDone: () => void };

/** Adds an employee with a random password nobody sees: they choose their own from the emailed link. */
export function EmployeeAddForm({ onDone }: EmployeeAddFormProps) {
  const { t } = useTranslation();
  const create = useCreateEmployee();
  return (
    <EmployeeForm
      initialValues={newEmployeeValues}
      excludeId={0}
      submitLabel={t("employees.addSubmit")}
      pending={create.isPending}
      onSubmit={async (values) => {
        await create.mutateAsync({ ...bodyOf(values), password: randomPassword() });
        showSuccessToast(
          values.status === "active"
            ? t("employees.createdInvited", { email: values.email.trim() })
            : t("employees.created"),
        );
      }}
      onDone={onDone}
    />
  );
}
