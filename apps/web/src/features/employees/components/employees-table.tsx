import { Badge, Group, Paper, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import type { Employee } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { EmployeeStatusBadge } from "./employee-status-badge.tsx";
import { displayName } from "./employee-values.ts";

export type EmployeesTableProps = {
  employees: readonly Employee[];
  /** The signed-in employee, marked "You". */
  ownEmployeeId: number | null;
  onOpen: (employee: Employee) => void;
};

export function EmployeesTable({ employees, ownEmployeeId, onOpen }: EmployeesTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" style={{ overflowX: "auto" }}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("employees.name")}</Table.Th>
            {/* On a phone or tablet the username, email and role sit under the name. */}
            <Table.Th visibleFrom="md">{t("employees.username")}</Table.Th>
            <Table.Th visibleFrom="md">{t("employees.email")}</Table.Th>
            <Table.Th visibleFrom="md">{t("employees.role")}</Table.Th>
            <Table.Th w={110}>{t("employees.status")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((employee) => (
            // The row opens the employee for a mouse; the name is the button for keyboards (its click bubbles).
            <Table.Tr key={employee.id} onClick={() => onOpen(employee)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <UnstyledButton aria-haspopup="dialog" fw={500} ta="start">
                    {displayName(employee)}
                  </UnstyledButton>
                  {employee.id === ownEmployeeId ? (
                    <Badge size="sm" variant="outline" color="gray" radius="sm">
                      {t("employees.you")}
                    </Badge>
                  ) : null}
                </Group>
                <Stack gap={2} mt={4} hiddenFrom="md" style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed">
                    {employee.username}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {employee.email}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {employee.roles[0]?.role ?? t("employees.noRole")}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm">{employee.username}</Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {employee.email}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm">{employee.roles[0]?.role ?? t("employees.noRole")}</Text>
              </Table.Td>
              <Table.Td>
                <EmployeeStatusBadge status={employee.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
