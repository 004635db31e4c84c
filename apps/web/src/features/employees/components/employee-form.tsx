// An employee's fields, shared by the add and detail dialogs (spec 001 §5 "Employees"): every field is
// required, and the email and username are checked against the server while typing.
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  type EmployeeStatus,
  employeeEmailMaxLength,
  employeeKey,
  employeeNameMaxLength,
  employeeStatuses,
  employeeUsernameMaxLength,
} from "@portal/domain";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { email, isEmail, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { useRoles } from "../api/list-roles.ts";
import { type CheckedField, type TakenCheck, useTakenCheck } from "./use-taken-check.ts";

export type EmployeeFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  /** The one role chosen, as the select holds it (a role id). */
  roleId: string | null;
  status: EmployeeStatus;
};

export type EmployeeFormProps = {
  initialValues: EmployeeFormValues;
  /** The employee being edited (their own values are not "taken"); 0 while adding. */
  excludeId: number;
  /** The signed-in employee edits themselves: their status is not theirs to change (spec 000 §4). */
  isSelf?: boolean;
  /** Shown, not changeable: only Close. */
  readOnly?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Saves; a rejection with field errors lands on the fields. */
  onSubmit: (values: EmployeeFormValues) => Promise<unknown>;
  /** Closes after a save or, read-only, on Close. */
  onDone: () => void;
  /** An update refused as invalid shows 'Invalid data' (spec 001 §8) above the fields. */
  sayInvalidData?: boolean;
  /** Beside Cancel and Save, on the left (e.g. Set password). */
  extraAction?: ReactNode;
};

/** The body fields' names in the form. */
const fieldMap = { first_name: "firstName", last_name: "lastName", role_id: "roleId" };

export function EmployeeForm({
  initialValues,
  excludeId,
  isSelf = false,
  readOnly = false,
  submitLabel,
  pending,
  onSubmit,
  onDone,
  sayInvalidData = false,
  extraAction,
}: EmployeeFormProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const [invalidData, setInvalidData] = useState(false);
  const checks = useRef<Partial<Record<CheckedField, TakenCheck>>>({});
  const takenMessage = (field: CheckedField) =>
    field === "email" ? t("errors.EMAIL_TAKEN") : t("errors.USERNAME_TAKEN");
  const taken = (field: CheckedField) => (value: unknown) =>
    typeof value === "string" && checks.current[field]?.isTaken(value) ? takenMessage(field) : null;

  const form = useAppForm<EmployeeFormValues>({
    initialValues,
    fields: {
      firstName: { kind: "text", maxLength: employeeNameMaxLength },
      lastName: { kind: "text", maxLength: employeeNameMaxLength },
      email: { kind: "text", maxLength: employeeEmailMaxLength },
      username: { kind: "text", maxLength: employeeUsernameMaxLength },
    },
    validate: {
      firstName: required(t("employees.firstName")),
      lastName: required(t("employees.lastName")),
      email: rules(required(t("employees.email")), email(t("employees.emailInvalid")), taken("email")),
      username: rules(required(t("employees.username")), taken("username")),
      roleId: required(t("employees.role")),
      status: required(t("employees.status")),
    },
  });
  const requestClose = useFormModalGuard(!readOnly && form.isDirty());

  // The employee's own unchanged value needs no asking; nor does a blank or malformed one.
  const unchanged = (field: CheckedField, value: string) =>
    excludeId !== 0 && employeeKey(value) === employeeKey(initialValues[field]);
  const answered = (field: CheckedField) => (value: string, isTaken: boolean) => {
    if (employeeKey(form.getValues()[field]) !== employeeKey(value)) return;
    if (isTaken || form.errors[field] === takenMessage(field)) form.validateField(field);
  };
  checks.current.email = useTakenCheck({
    field: "email",
    value: form.values.email,
    excludeId,
    skip: (value) => readOnly || !isEmail(value) || unchanged("email", value),
    onAnswer: answered("email"),
  });
  checks.current.username = useTakenCheck({
    field: "username",
    value: form.values.username,
    excludeId,
    skip: (value) => readOnly || value.trim() === "" || unchanged("username", value),
    onAnswer: answered("username"),
  });

  // A value typed just before Save, or whose last check failed, is asked about before the rules run.
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    void Promise.all([
      checks.current.email?.settle(values.email),
      checks.current.username?.settle(values.username),
    ]).then(() => form.handleSubmit(submit)());
  };

  const submit = async (values: EmployeeFormValues) => {
    setInvalidData(false);
    // A value changed while those checks ran is checked too before it is sent.
    const [emailTaken, usernameTaken] = await Promise.all([
      checks.current.email?.settle(values.email),
      checks.current.username?.settle(values.username),
    ]);
    if (emailTaken || usernameTaken) {
      form.refuse(form.validate().errors);
      return;
    }
    try {
      await onSubmit(values);
      form.resetDirty();
      onDone();
    } catch (error) {
      if (sayInvalidData && isApiError(error) && error.code === "VALIDATION_FAILED") setInvalidData(true);
      form.refuseServer(error, fieldMap);
    }
  };

  const roleOptions = (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.role }));
  const statusOptions = employeeStatuses.map((status) => ({
    value: status,
    label: t(`employees.statuses.${status}`),
  }));

  return (
    <form noValidate onSubmit={save}>
      <Stack gap="md">
        {invalidData ? (
          <Alert color="red" variant="light" role="alert" title={t("employees.invalidData")}>
            {t("forms.reviewAll")}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t("employees.firstName")}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label={t("employees.lastName")}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            autoComplete="off"
            {...form.getInputProps("lastName")}
          />
        </SimpleGrid>
        <TextInput
          label={t("employees.email")}
          type="email"
          withAsterisk={!readOnly}
          readOnly={readOnly}
          autoComplete="off"
          {...form.getInputProps("email")}
        />
        <TextInput
          label={t("employees.username")}
          description={readOnly ? undefined : t("employees.usernameHelp")}
          withAsterisk={!readOnly}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps("username")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t("employees.role")}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            data={roleOptions}
            allowDeselect={false}
            placeholder={roles.isPending ? t("common.loading") : t("employees.chooseRole")}
            {...form.getInputProps("roleId")}
            error={roles.isError ? t("employees.rolesFailed") : form.errors.roleId}
          />
          <Select
            label={t("employees.status")}
            description={isSelf ? t("employees.ownStatus") : undefined}
            withAsterisk={!readOnly && !isSelf}
            readOnly={readOnly}
            disabled={isSelf && !readOnly}
            data={statusOptions}
            allowDeselect={false}
            {...form.getInputProps("status")}
          />
        </SimpleGrid>
        {readOnly ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t("common.close")}
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" gap="sm">
            {extraAction ?? <span />}
            {/* ml auto keeps Cancel and Save on the right when a narrow dialog wraps them. */}
            <Group gap="sm" ml="auto">
              <Button variant="default" onClick={requestClose}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}
