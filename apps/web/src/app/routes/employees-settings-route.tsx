// Settings → Employees (spec 001 §2), with what it needs from the session: who may change employees,
// and who is signed in (their own status is locked, spec 000 §4; their own changes refresh /me).
import { useQueryClient } from "@tanstack/react-query";
import { EmployeesSettingsPage } from "../../features/employees/pages/employees-settings-page.tsx";
import { meQueryKey } from "../../features/session/api/get-me.ts";
import { useCan } from "../access.ts";
import { useSessionMe } from "../session/use-session.ts";

export function EmployeesSettingsRoute() {
  const can = useCan();
  const me = useSessionMe();
  const queryClient = useQueryClient();
  return (
    <EmployeesSettingsPage
      canEdit={can("settings.employees.edit")}
      ownEmployeeId={me.principal?.employeeId ?? null}
      onOwnSaved={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
    />
  );
}
