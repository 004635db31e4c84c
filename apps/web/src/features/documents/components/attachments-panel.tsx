import { Button, EmptyState, Group, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import type { DealDocument } from "@portal/contract";
import { IconFiles, IconUpload } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useDealDocuments } from "../api/list-deal-documents.ts";
import type { DocumentDetailModalProps } from "./document-detail-modal.tsx";
import { fileTypeLabel } from "./document-labels.ts";
import { formatFileSize } from "./file-rules.ts";
import { type Sort, SortableHeader } from "./sortable-header.tsx";
import type { UploadModalProps } from "./upload-modal.tsx";

// Uploading and a document's detail (their dialogs and forms) load when the page is idle.
const uploadModal = deferredPart<UploadModalProps>(
  async () => (await import("./upload-modal.tsx")).UploadModal,
);
const detailModal = deferredPart<DocumentDetailModalProps & { opened: boolean }>(
  async () => (await import("./document-detail-modal.tsx")).DocumentDetailModal,
);

export type AttachmentsPanelProps = { dealId: string; readOnly: boolean };

type SortKey = "name" | "type" | "createdAt" | "size";

function compare(
  a: DealDocument,
  b: DealDocument,
  key: SortKey,
  typeOf: (d: DealDocument) => string,
): number {
  switch (key) {
    case "name":
      return a.name.localeCompare(b.name, undefined, { sensitivity: "base", numeric: true });
    case "type":
      return typeOf(a).localeCompare(typeOf(b));
    case "createdAt":
      return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
    case "size":
      return a.size - b.size;
  }
}

/** A deal's attachments (spec 000 §2): sortable, newest first by default; upload and a detail modal. */
export function AttachmentsPanel({ dealId, readOnly }: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const query = useDealDocuments(dealId);
  const [sort, setSort] = useState<Sort<SortKey>>({ key: "createdAt", direction: "desc" });
  const [uploading, setUploading] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = useMemo(() => {
    const typeOf = (document: DealDocument) => fileTypeLabel(t, document.fileType);
    const sorted = [...(query.data ?? [])].sort((a, b) => compare(a, b, sort.key, typeOf));
    return sort.direction === "asc" ? sorted : sorted.reverse();
  }, [query.data, sort, t]);
  const open = query.data?.find((document) => document.id === openId) ?? null;

  const header = (key: SortKey, label: string) => (
    <SortableHeader
      sortKey={key}
      label={label}
      sort={sort}
      onSort={setSort}
      firstDirection={key === "createdAt" || key === "size" ? "desc" : "asc"}
    />
  );

  const content = () => {
    if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
    if (!query.data) return <PageLoader />;
    if (query.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconFiles aria-hidden="true" />}
          title={t("documents.empty")}
        />
      );
    }
    return (
      <Table.ScrollContainer minWidth={520}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={t("documents.tableLabel")}>
          <Table.Thead>
            <Table.Tr>
              {header("name", t("documents.name"))}
              {header("type", t("documents.type"))}
              {header("createdAt", t("documents.created"))}
              {header("size", t("documents.size"))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => setOpenId(document.id)}
                    c="blue.8"
                    fz="sm"
                    fw={500}
                    style={{ overflowWrap: "anywhere", textAlign: "left" }}
                  >
                    {document.name}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{fileTypeLabel(t, document.fileType)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(document.createdAt)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm">{formatFileSize(document.size)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Stack gap="md">
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => setUploading(true)}
          >
            {t("documents.uploadButton")}
          </Button>
        </Group>
      )}
      {content()}
      <DeferredDialog
        part={uploadModal}
        props={{ dealId, opened: uploading, onClose: () => setUploading(false) }}
      />
      <DeferredDialog
        part={detailModal}
        props={{ dealId, opened: open !== null, document: open, readOnly, onClose: () => setOpenId(null) }}
      />
    </Stack>
  );
}
