import { Button, EmptyState, Group, Stack, Title } from "@mantine/core";
import type { Employee } from "@portal/contract";
import { IconPlus, IconUsers } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { LabelledSegmentedControl } from "../../../shared/ui/labelled-segmented-control.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useEmployees } from "../api/list-employees.ts";
import { EmployeeAddForm } from "../components/employee-add-form.tsx";
import { EmployeeDetailModal } from "../components/employee-detail-modal.tsx";
import { EmployeesTable } from "../components/employees-table.tsx";
import { RolesSection } from "../components/roles-section.tsx";

/** The list's status filter: active by default (spec 000 §4, 001 §9). */
export type EmployeeFilter = Employee["status"] | "all";

export type EmployeesSettingsPageProps = {
  /** May add and change employees (settings.employees.edit); otherwise they only show. */
  canEdit: boolean;
  /** The signed-in employee: marked in the list, and their own status is locked. */
  ownEmployeeId: number | null;
  /** The signed-in employee saved their own record: the route refreshes the session's data. */
  onOwnSaved?: () => void;
};

/** Settings → Employees (spec 001 §2): list, add and detail modals, set-password; the roles below. */
export function EmployeesSettingsPage({ canEdit, ownEmployeeId, onOwnSaved }: EmployeesSettingsPageProps) {
  const { t } = useTranslation();
  const employees = useEmployees();
  const [filter, setFilter] = useState<EmployeeFilter>("active");
  const [adding, setAdding] = useState(false);
  const [detailOpen, setDetailOpen] = useState(false);
  // Kept after closing so the modal can animate out and hand focus back.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const shown = useMemo(
    () => employees.data?.filter((employee) => filter === "all" || employee.status === filter),
    [employees.data, filter],
  );

  const content = () => {
    if (employees.isError) return <ErrorView onRetry={() => void employees.refetch()} />;
    if (!shown) return <PageLoader />;
    if (shown.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconUsers aria-hidden="true" />}
          title={t("employees.empty")}
          description={filter === "all" ? undefined : t("employees.emptyFiltered")}
        />
      );
    }
    return (
      <EmployeesTable
        employees={shown}
        ownEmployeeId={ownEmployeeId}
        onOpen={(employee) => {
          setSelectedId(employee.id);
          setDetailOpen(true);
        }}
      />
    );
  };

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {t("employees.title")}
          </Title>
          {canEdit ? (
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {t("employees.add")}
            </Button>
          ) : null}
        </Group>
        <LabelledSegmentedControl<EmployeeFilter>
          label={t("employees.filterLabel")}
          value={filter}
          onChange={setFilter}
          data={[
            { value: "active", label: t("employees.filters.active") },
            { value: "disabled", label: t("employees.filters.disabled") },
            { value: "all", label: t("employees.filters.all") },
          ]}
        />
        {content()}
      </Stack>
      <RolesSection />
      <FormModal
        opened={canEdit && adding}
        onClose={() => setAdding(false)}
        size={560}
        title={t("employees.addTitle")}
      >
        <EmployeeAddForm onDone={() => setAdding(false)} />
      </FormModal>
      {selectedId !== null ? (
        <EmployeeDetailModal
          employeeId={selectedId}
          opened={detailOpen}
          ownEmployeeId={ownEmployeeId}
          canEdit={canEdit}
          onClose={() => setDetailOpen(false)}
          onOwnSaved={onOwnSaved}
        />
      ) : null}
    </Stack>
  );
}
