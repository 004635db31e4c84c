import { Button, Modal } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useEmployee } from "../api/get-employee.ts";
import { useUpdateEmployee } from "../api/update-employee.ts";
import { EmployeeForm } from "./employee-form.tsx";
import { bodyOf, displayName, valuesOf } from "./employee-values.ts";
import { SetPasswordForm } from "./set-password-form.tsx";

export type EmployeeDetailModalProps = {
  employeeId: number;
  opened: boolean;
  /** The signed-in employee's id: their own status field is locked. */
  ownEmployeeId: number | null;
  /** May change employees (settings.employees.edit); otherwise they only show. */
  canEdit: boolean;
  onClose: () => void;
  /** The signed-in employee changed themselves (their role, say): the session's data is stale. */
  onOwnSaved?: () => void;
};

/** An employee's detail, edited in place (spec 001 §2), with Set password stacked over it. */
export function EmployeeDetailModal({
  employeeId,
  opened,
  ownEmployeeId,
  canEdit,
  onClose,
  onOwnSaved,
}: EmployeeDetailModalProps) {
  const { t } = useTranslation();
  const query = useEmployee(employeeId);
  const update = useUpdateEmployee(employeeId);
  const [settingPassword, setSettingPassword] = useState(false);
  const employee = query.data;
  const isSelf = employeeId === ownEmployeeId;

  return (
    <Modal.Stack>
      <FormModal
        stackId="employee"
        opened={opened}
        onClose={onClose}
        size={560}
        title={employee ? displayName(employee) : t("employees.detailTitle")}
      >
        {query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : employee ? (
          <EmployeeForm
            initialValues={valuesOf(employee)}
            excludeId={employee.id}
            isSelf={isSelf}
            readOnly={!canEdit}
            submitLabel={t("common.save")}
            pending={update.isPending}
            sayInvalidData
            onSubmit={async (values) => {
              await update.mutateAsync(bodyOf(values));
              if (isSelf) onOwnSaved?.();
              showSuccessToast(
                t("employees.saved", { name: `${values.firstName} ${values.lastName}`.trim() }),
              );
            }}
            onDone={onClose}
            extraAction={
              <Button
                variant="subtle"
                leftSection={<IconKey size={18} aria-hidden="true" />}
                aria-haspopup="dialog"
                onClick={() => setSettingPassword(true)}
              >
                {t("employees.setPassword")}
              </Button>
            }
          />
        ) : (
          <PageLoader />
        )}
      </FormModal>
      {employee && canEdit ? (
        <FormModal
          stackId="employee-password"
          opened={opened && settingPassword}
          onClose={() => setSettingPassword(false)}
          size={440}
          title={t("employees.setPasswordTitle", { name: displayName(employee) })}
        >
          <SetPasswordForm employee={employee} isSelf={isSelf} onDone={() => setSettingPassword(false)} />
        </FormModal>
      ) : null}
    </Modal.Stack>
  );
}
