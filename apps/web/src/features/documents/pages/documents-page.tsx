import { Button, EmptyState, Group, Modal, Select, Stack, Title } from "@mantine/core";
import type { AccountDocument, DocumentCategory, DocumentListItem } from "@portal/contract";
import { IconFiles, IconUpload } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useAccountDocuments } from "../api/list-account-documents.ts";
import { useDocumentCategories } from "../api/list-document-categories.ts";
import { useManufacturerDocuments } from "../api/list-manufacturer-documents.ts";
import { useRenameDocument } from "../api/rename-document.ts";
import { DocumentUploadModal } from "../components/document-upload-modal.tsx";
import { type DocumentRow, DocumentsTable } from "../components/documents-table.tsx";
import { RenameForm } from "../components/rename-form.tsx";

/** `?source=`: the account's own documents, or one supplier's (by its id); absent: everything. */
const ownSource = "own";

function toRows(
  own: readonly AccountDocument[],
  shared: readonly DocumentListItem[],
  categories: readonly DocumentCategory[],
): DocumentRow[] {
  const categoryName = (id: number | null) =>
    categories.find((category) => category.id === id)?.category ?? null;
  return [
    ...own.map((document) => ({
      key: `own-${document.id}`,
      id: document.id,
      name: document.name,
      fileType: document.type,
      createdAt: document.created_at,
      supplier: null,
      category: categoryName(document.document_category_id),
      url: document.url,
    })),
    // A supplier's document has no id of its own in the spec's list; its download address names it.
    ...shared.map((document) => ({
      key: `supplier-${document.url}`,
      id: null,
      name: document.name,
      fileType: document.type,
      createdAt: document.created_at,
      supplier: document.manufacturer_name,
      category: categoryName(document.document_category_id),
      url: document.url,
    })),
  ];
}

/**
 * /documents (spec 000 §2, always available): the account's own documents and those its suppliers share,
 * filtered by source; upload with a progress bar, rename the account's own, download any.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const own = useAccountDocuments();
  const shared = useManufacturerDocuments();
  const categories = useDocumentCategories();
  const rename = useRenameDocument();
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  const suppliers = useMemo(() => {
    const byId = new Map<number, string>();
    for (const document of shared.data ?? []) byId.set(document.manufacturer_id, document.manufacturer_name);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [shared.data]);
  const sourceParam = searchParams.get("source");
  const source =
    sourceParam === ownSource || suppliers.some(([id]) => String(id) === sourceParam) ? sourceParam : null;
  const rows = useMemo(() => {
    const sharedShown = (shared.data ?? []).filter(
      (document) => source === null || String(document.manufacturer_id) === source,
    );
    const ownShown = source === null || source === ownSource ? (own.data ?? []) : [];
    return toRows(ownShown, sharedShown, categories.data ?? []);
  }, [own.data, shared.data, categories.data, source]);

  const setSource = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("source", value);
        else next.delete("source");
        return next;
      },
      { replace: true },
    );

  const content = () => {
    const failed = own.isError ? own : shared.isError ? shared : null;
    if (failed) {
      return (
        <ErrorView
          error={failed.error}
          onRetry={() => {
            void own.refetch();
            void shared.refetch();
          }}
        />
      );
    }
    if (!own.data || !shared.data) return <PageLoader />;
    if (rows.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconFiles aria-hidden="true" />}
          title={t("documents.empty")}
        />
      );
    }
    return (
      <DocumentsTable
        rows={rows}
        onRename={(row) => {
          if (row.id !== null) setRenaming({ id: row.id, name: row.name });
        }}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t("documents.page.title")}</Title>
        <Button leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={() => setUploading(true)}>
          {t("documents.uploadButton")}
        </Button>
      </Group>
      <Select
        label={t("documents.page.source")}
        data={[
          { value: ownSource, label: t("documents.page.ownSource") },
          ...(suppliers.length > 0
            ? [
                {
                  group: t("documents.page.suppliers"),
                  items: suppliers.map(([id, name]) => ({ value: String(id), label: name })),
                },
              ]
            : []),
        ]}
        placeholder={t("documents.page.allSources")}
        value={source}
        onChange={setSource}
        clearable
        w={{ base: "100%", xs: 280 }}
      />
      {content()}
      <DocumentUploadModal opened={uploading} onClose={() => setUploading(false)} />
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        size={480}
        title={t("documents.page.renameTitle")}
      >
        {renaming ? (
          <RenameForm
            name={renaming.name}
            rename={(name) => rename.mutateAsync({ documentId: renaming.id, name })}
            pending={rename.isPending}
            successMessage={t("documents.page.renamed")}
            onDone={() => setRenaming(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
