import { ActionIcon, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { DocumentFileType } from "@portal/domain";
import { IconDownload, IconPencil } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { fileTypeLabel } from "./document-labels.ts";
import { type Sort, SortableHeader } from "./sortable-header.tsx";

/** One line of the Documents page: the account's own document or one a supplier shares. */
export type DocumentRow = {
  key: string;
  /** The account's own document's id (it can be renamed); null for a supplier's. */
  id: number | null;
  name: string;
  fileType: DocumentFileType;
  createdAt: string;
  /** The supplier sharing it; null for the account's own. */
  supplier: string | null;
  category: string | null;
  url: string;
};

export type DocumentsTableProps = {
  rows: readonly DocumentRow[];
  onRename: (row: DocumentRow) => void;
};

type SortKey = "name" | "type" | "createdAt" | "supplier";

const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: "base", numeric: true });

/**
 * The documents, newest first by default; each row downloads, the account's own rename too. Where the
 * page is narrow (a phone, or a tablet beside the navigation) type, date and supplier sit under the name,
 * so the actions stay in view without scrolling sideways.
 */
export function DocumentsTable({ rows, onRename }: DocumentsTableProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery("(max-width: 61.99em)", false, { getInitialValueInEffect: false });
  const [sort, setSort] = useState<Sort<SortKey>>({ key: "createdAt", direction: "desc" });
  const supplierOf = (row: DocumentRow) => row.supplier ?? t("documents.page.own");
  const sorted = useMemo(() => {
    const compare = (a: DocumentRow, b: DocumentRow): number => {
      switch (sort.key) {
        case "name":
          return byText(a.name, b.name);
        case "type":
          return byText(fileTypeLabel(t, a.fileType), fileTypeLabel(t, b.fileType));
        case "createdAt":
          return a.createdAt.localeCompare(b.createdAt) || byText(a.key, b.key);
        case "supplier":
          return byText(a.supplier ?? "", b.supplier ?? "") || byText(a.name, b.name);
      }
    };
    const list = [...rows].sort(compare);
    return sort.direction === "asc" ? list : list.reverse();
  }, [rows, sort, t]);

  const header = (key: SortKey, label: string) => (
    <SortableHeader
      sortKey={key}
      label={label}
      sort={sort}
      onSort={setSort}
      firstDirection={key === "createdAt" ? "desc" : "asc"}
    />
  );

  const actions = (row: DocumentRow) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t("documents.download")} withArrow>
        <ActionIcon
          component="a"
          href={row.url}
          download={row.name}
          variant="subtle"
          size="lg"
          aria-label={t("documents.page.downloadNamed", { name: row.name })}
        >
          <IconDownload size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {row.id !== null ? (
        <Tooltip label={t("documents.rename")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("documents.page.renameNamed", { name: row.name })}
            onClick={() => onRename(row)}
          >
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );

  const name = (row: DocumentRow) => (
    <Stack gap={2}>
      <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
        {row.name}
      </Text>
      {compact ? (
        <>
          <Text size="xs" c="dimmed">
            {fileTypeLabel(t, row.fileType)} · {formatDate(row.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {[supplierOf(row), row.category].filter(Boolean).join(" · ")}
          </Text>
        </>
      ) : row.category ? (
        <Text size="xs" c="dimmed">
          {row.category}
        </Text>
      ) : null}
    </Stack>
  );

  const actionsHeader = (
    <Table.Th w={1}>
      <Text component="span" fw={600} fz="sm">
        {t("documents.page.actions")}
      </Text>
    </Table.Th>
  );

  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 600}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t("documents.page.tableLabel")}>
        <Table.Thead>
          {compact ? (
            <Table.Tr>
              {header("name", t("documents.name"))}
              {actionsHeader}
            </Table.Tr>
          ) : (
            <Table.Tr>
              {header("name", t("documents.name"))}
              {header("type", t("documents.type"))}
              {header("createdAt", t("documents.created"))}
              {header("supplier", t("documents.page.supplier"))}
              {actionsHeader}
            </Table.Tr>
          )}
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) =>
            compact ? (
              <Table.Tr key={row.key}>
                <Table.Td>{name(row)}</Table.Td>
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={row.key}>
                <Table.Td>{name(row)}</Table.Td>
                <Table.Td>{fileTypeLabel(t, row.fileType)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(row.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={row.supplier ? undefined : "dimmed"}>
                    {supplierOf(row)}
                  </Text>
                </Table.Td>
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
