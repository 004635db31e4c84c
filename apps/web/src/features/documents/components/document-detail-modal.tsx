import { Anchor, Button, Group, Image, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { DealDocument } from "@portal/contract";
import { IconDownload, IconPencil, IconPhotoOff, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { formatDateTime } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useDeleteDealDocument } from "../api/delete-deal-document.ts";
import { useRenameDealDocument } from "../api/rename-deal-document.ts";
import { fileTypeLabel } from "./document-labels.ts";
import { formatFileSize } from "./file-rules.ts";
import { RenameForm } from "./rename-form.tsx";

export type DocumentDetailModalProps = {
  dealId: string;
  document: DealDocument | null;
  readOnly: boolean;
  onClose: () => void;
};

export function DocumentDetailModal({ dealId, document, readOnly, onClose }: DocumentDetailModalProps) {
  return (
    <Modal opened={document !== null} onClose={onClose} size={600} title={document?.name ?? ""}>
      {document ? (
        <DocumentDetail dealId={dealId} document={document} readOnly={readOnly} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

function DocumentDetail({
  dealId,
  document,
  readOnly,
  onClose,
}: {
  dealId: string;
  document: DealDocument;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const remove = useDeleteDealDocument(dealId);
  const rename = useRenameDealDocument(dealId);
  const changeable = !readOnly && document.kind === "ATTACHMENT";
  return (
    <Stack gap="md">
      {renaming ? (
        <RenameForm
          name={document.name}
          rename={(name) => rename.mutateAsync({ documentId: document.id, name })}
          pending={rename.isPending}
          successMessage={t("documents.renamed")}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Field label={t("documents.name")}>{document.name}</Field>
          <Field label={t("documents.type")}>{fileTypeLabel(t, document.fileType)}</Field>
          <Field label={t("documents.created")}>{formatDateTime(document.createdAt)}</Field>
          <Field label={t("documents.size")}>{formatFileSize(document.size)}</Field>
        </SimpleGrid>
      )}
      {document.fileType === "image" ? (
        imageFailed ? (
          <Group gap="xs" c="dimmed">
            <IconPhotoOff size={18} aria-hidden="true" />
            <Text size="sm">{t("documents.imageUnavailable")}</Text>
          </Group>
        ) : (
          <Image
            src={`${document.downloadUrl}?inline=1`}
            alt={t("documents.preview", { name: document.name })}
            radius="sm"
            mah={360}
            fit="contain"
            onError={() => setImageFailed(true)}
          />
        )
      ) : null}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Anchor href={document.downloadUrl} download={document.name} fw={600}>
          <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: "middle" }} />{" "}
          {t("documents.download")}
        </Anchor>
        {changeable && !renaming ? (
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => setRenaming(true)}
            >
              {t("documents.rename")}
            </Button>
            <Button
              variant="light"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              loading={remove.isPending}
              onClick={() =>
                openConfirm({
                  title: t("documents.deleteTitle"),
                  message: t("documents.deleteConfirm"),
                  confirmLabel: t("documents.delete"),
                  danger: true,
                  onConfirm: () =>
                    remove.mutate(document.id, {
                      onSuccess: () => {
                        showSuccessToast(t("documents.deleted"));
                        onClose();
                      },
                    }),
                })
              }
            >
              {t("documents.delete")}
            </Button>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
