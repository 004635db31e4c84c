import { Modal, Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useDocumentCategories } from "../api/list-document-categories.ts";
import { useUploadDocument } from "../api/upload-document.ts";
import { UploadForm } from "./upload-modal.tsx";

export type DocumentUploadModalProps = { opened: boolean; onClose: () => void };

/** The Documents page's 'Upload document' dialog: a file, its name and an optional category. */
export function DocumentUploadModal({ opened, onClose }: DocumentUploadModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size={520} title={t("documents.page.uploadTitle")}>
      {opened ? <DocumentUploadForm onDone={onClose} /> : null}
    </Modal>
  );
}

function DocumentUploadForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const categories = useDocumentCategories();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  return (
    <UploadForm
      upload={(input) => upload.mutateAsync({ ...input, categoryId: categoryId ? Number(categoryId) : null })}
      pending={upload.isPending}
      successMessage={t("documents.page.uploaded")}
      onDone={onDone}
    >
      <Select
        label={t("documents.page.category")}
        placeholder={t("documents.page.noCategory")}
        data={(categories.data ?? [])
          .filter((category) => category.is_active)
          .map((category) => ({ value: String(category.id), label: category.category }))}
        value={categoryId}
        onChange={setCategoryId}
        clearable
        disabled={upload.isPending}
        error={categories.isError ? t("documents.page.categoriesFailed") : undefined}
      />
    </UploadForm>
  );
}
