import { Group, NativeSelect, ScrollArea, Table, Text } from "@mantine/core";
import type { DealCard } from "@portal/contract";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { type BoardColumn, formatTuid, type WorkflowStatus } from "./board-model.ts";

export type DealTableProps = {
  columns: BoardColumn[];
  statuses: readonly WorkflowStatus[];
  onMove: (deal: DealCard, targetStatusId: string) => void;
};

/** The board as a list, in column order; each row's status is a dropdown that moves the deal. */
export function DealTable({ columns, statuses, onMove }: DealTableProps) {
  const { t } = useTranslation();
  const deals = columns.flatMap((column) => column.deals);
  return (
    <ScrollArea style={{ flex: 1, minHeight: 0 }}>
      <Table striped highlightOnHover stickyHeader miw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("deals.table.id")}</Table.Th>
            <Table.Th>{t("deals.name")}</Table.Th>
            <Table.Th>{t("deals.table.contact")}</Table.Th>
            <Table.Th>{t("deals.status")}</Table.Th>
            <Table.Th>{t("deals.table.alerts")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deals.map((deal) => (
            <DealRow key={deal.id} deal={deal} statuses={statuses} onMove={onMove} />
          ))}
        </Table.Tbody>
      </Table>
      {deals.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t("deals.emptyColumn")}
        </Text>
      ) : null}
    </ScrollArea>
  );
}

type DealRowProps = { deal: DealCard; statuses: readonly WorkflowStatus[]; onMove: DealTableProps["onMove"] };

const DealRow = memo(function DealRow({ deal, statuses, onMove }: DealRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>{formatTuid(deal.tuid)}</Table.Td>
      <Table.Td>{deal.name}</Table.Td>
      <Table.Td>{deal.contact?.name ?? ""}</Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          aria-label={t("deals.statusOf", { name: deal.name })}
          value={deal.statusId}
          data={statuses.map((status) => ({ value: status.id, label: status.name }))}
          onChange={(event) => onMove(deal, event.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {deal.alerts.map((alert) => (
            <Text key={alert.key} size="xs" c={alert.type === "WARNING" ? "orange.9" : "blue.9"}>
              {alert.content}
            </Text>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
