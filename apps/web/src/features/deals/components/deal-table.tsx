import { Anchor, Button, Group, NativeSelect, ScrollArea, Table, Text } from "@mantine/core";
import type { BoardCard } from "@portal/contract";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useMemo, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { type BoardColumn, formatTuid, hasMore, type WorkflowStatus } from "./board-model.ts";
import { useDealHref } from "./deal-link.ts";

export type DealTableProps = {
  columns: BoardColumn[];
  statuses: readonly WorkflowStatus[];
  onMove: (deal: BoardCard, targetStatusId: string) => void;
  /** For those who may not move deals: the status shows as text. */
  readOnly?: boolean;
  /** Asks for a status's next page; `loadingMore` names those on their way. */
  onLoadMore: (statusId: string) => void;
  loadingMore: ReadonlySet<string>;
};

/** A row of the table: a deal, or where a status has more deals than loaded. */
type Row = { kind: "deal"; deal: BoardCard } | { kind: "more"; column: BoardColumn };

/** Tables up to this many rows mount them all; longer ones only the rows in view. */
export const virtualRowsFrom = 100;
const estimatedRowHeight = 45;

/**
 * The board as a list, in column order; each row's status is a dropdown that moves the deal. A status
 * with more deals than loaded ends in a row that loads the next page.
 */
export function DealTable({
  columns,
  statuses,
  onMove,
  readOnly = false,
  onLoadMore,
  loadingMore,
}: DealTableProps) {
  const { t } = useTranslation();
  const deals = useMemo(
    () =>
      columns.flatMap((column): Row[] => [
        ...column.deals.map((deal): Row => ({ kind: "deal", deal })),
        ...(hasMore(column) ? [{ kind: "more", column } as const] : []),
      ]),
    [columns],
  );
  const viewportRef = useRef<HTMLDivElement>(null);
  const virtual = deals.length > virtualRowsFrom;
  const virtualizer = useVirtualizer({
    count: deals.length,
    enabled: virtual,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 10,
    getItemKey: (index) => {
      const row = deals[index];
      return row ? (row.kind === "deal" ? row.deal.id : `more:${row.column.status.id}`) : index;
    },
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const before = items[0]?.start ?? 0;
  const after = virtual ? Math.max(virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0), 0) : 0;
  const rows = virtual
    ? items.flatMap((item) => {
        const row = deals[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : deals.map((row, index) => ({ row, index }));
  return (
    <ScrollArea style={{ flex: 1, minHeight: 0 }} viewportRef={viewportRef}>
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
          {before > 0 ? <tr aria-hidden style={{ height: before }} /> : null}
          {rows.map(({ row, index }) =>
            row.kind === "deal" ? (
              <DealRow
                key={row.deal.id}
                deal={row.deal}
                statuses={statuses}
                onMove={onMove}
                readOnly={readOnly}
                index={virtual ? index : undefined}
                measureRef={virtual ? virtualizer.measureElement : undefined}
              />
            ) : (
              <Table.Tr
                key={`more:${row.column.status.id}`}
                ref={virtual ? virtualizer.measureElement : undefined}
                data-index={virtual ? index : undefined}
              >
                <Table.Td colSpan={5}>
                  <Button
                    variant="subtle"
                    size="xs"
                    loading={loadingMore.has(row.column.status.id)}
                    onClick={() => onLoadMore(row.column.status.id)}
                  >
                    {t("deals.moreInStatus", {
                      count: row.column.count - row.column.deals.length,
                      status: row.column.status.name,
                    })}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ),
          )}
          {after > 0 ? <tr aria-hidden style={{ height: after }} /> : null}
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

type DealRowProps = {
  deal: BoardCard;
  statuses: readonly WorkflowStatus[];
  onMove: DealTableProps["onMove"];
  readOnly: boolean;
  index?: number;
  measureRef?: (node: HTMLTableRowElement | null) => void;
};

const DealRow = memo(function DealRow({ deal, statuses, onMove, readOnly, index, measureRef }: DealRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr ref={measureRef} data-index={index}>
      {/* "D-1053" breaks after its hyphen where the table is tight; it is one word. */}
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatTuid(deal.tuid)}</Table.Td>
      <Table.Td>
        <DealName deal={deal} />
      </Table.Td>
      <Table.Td>{deal.contact?.name ?? ""}</Table.Td>
      <Table.Td>
        {readOnly ? (
          <Text size="sm">{statuses.find((status) => status.id === deal.statusId)?.name ?? ""}</Text>
        ) : (
          <NativeSelect
            size="xs"
            aria-label={t("deals.statusOf", { name: deal.name })}
            value={deal.statusId}
            data={statuses.map((status) => ({ value: status.id, label: status.name }))}
            onChange={(event) => onMove(deal, event.currentTarget.value)}
          />
        )}
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

function DealName({ deal }: { deal: BoardCard }) {
  const href = useDealHref(deal.id);
  return href ? (
    <Anchor component={Link} to={href} size="sm">
      {deal.name}
    </Anchor>
  ) : (
    deal.name
  );
}
