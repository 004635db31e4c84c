import { Paper, Table, UnstyledButton } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ActivePill } from "./active-pill.tsx";

export type WorkflowsTableProps = {
  workflows: Workflow[];
  onOpen: (id: string) => void;
};

export function WorkflowsTable({ workflows, onOpen }: WorkflowsTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("workflows.name")}</Table.Th>
            <Table.Th w={120}>{t("workflows.activeColumn")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workflows.map((workflow) => (
            // The whole row opens the workflow for a mouse; the name is the button for keyboards and
            // screen readers (its click bubbles to the row).
            <Table.Tr key={workflow.id} onClick={() => onOpen(workflow.id)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <UnstyledButton aria-haspopup="dialog" fw={500} ta="start">
                  {workflow.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <ActivePill active={workflow.isActive} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
