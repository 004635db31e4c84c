import {
  Alert,
  Box,
  Button,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { IconAlertCircle, IconFileUpload } from "@tabler/icons-react";
import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { errorText, firstFieldErrorText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useUploadDealDocument } from "../api/upload-deal-document.ts";
import { acceptAttribute, fileProblem, formatFileSize } from "./file-rules.ts";

export type UploadModalProps = { dealId: string; opened: boolean; onClose: () => void };

/** A deal's 'Upload attachment' dialog. */
export function UploadModal({ dealId, opened, onClose }: UploadModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size={520} title={t("documents.uploadTitle")}>
      {opened ? <DealUploadForm dealId={dealId} onDone={onClose} /> : null}
    </Modal>
  );
}

function DealUploadForm({ dealId, onDone }: { dealId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadDealDocument(dealId);
  return (
    <UploadForm
      upload={(input) => upload.mutateAsync(input)}
      pending={upload.isPending}
      successMessage={t("documents.uploaded")}
      onDone={onDone}
    />
  );
}

export type UploadInput = {
  file: File;
  /** Only when it differs from the file's own name. */
  name?: string;
  onProgress: (fraction: number) => void;
};

export type UploadFormProps = {
  /** Sends the file; rejects with the API's error. */
  upload: (input: UploadInput) => Promise<unknown>;
  pending: boolean;
  successMessage: string;
  onDone: () => void;
  /** More fields, under the name (a document's category). */
  children?: ReactNode;
};

/**
 * Pick or drop one file (checked here first: type and 25 MB), name it, send it with a progress bar; the
 * server's refusal (413, 415, 422) shows in place.
 */
export function UploadForm({ upload, pending, successMessage, onDone, children }: UploadFormProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (next: File | undefined) => {
    if (!next) return;
    const why = fileProblem(next, t);
    setProblem(why);
    setFile(why ? null : next);
    if (!why) setName(next.name);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const send = () => {
    if (!file) {
      setProblem(t("errors.FILE_MISSING"));
      return;
    }
    setProblem(null);
    setProgress(0);
    upload({
      file,
      name: name.trim() && name.trim() !== file.name ? name.trim() : undefined,
      onProgress: setProgress,
    }).then(
      () => {
        showSuccessToast(successMessage);
        onDone();
      },
      (error: unknown) => {
        setProgress(null);
        if (isApiError(error) && (error.status === 413 || error.status === 415 || error.status === 422)) {
          setProblem(firstFieldErrorText(error) ?? errorText(error));
        } else {
          setProblem(t("documents.uploadFailed"));
        }
      },
    );
  };

  return (
    <Stack gap="md">
      <UnstyledButton
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-describedby={hintId}
        disabled={pending}
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? "blue-6" : "gray-5"})`,
          borderRadius: "var(--mantine-radius-md)",
          background: dragging ? "var(--mantine-color-blue-0)" : undefined,
          padding: "var(--mantine-spacing-lg)",
          textAlign: "center",
        }}
      >
        <Stack component="span" gap={4} align="center">
          <IconFileUpload size={36} aria-hidden="true" color="var(--mantine-color-gray-7)" />
          <Text component="span" fw={600}>
            {t("documents.dropHere")}
          </Text>
          <Text component="span" size="sm" c="dimmed" id={hintId}>
            {t("documents.limits")}
          </Text>
        </Stack>
      </UnstyledButton>
      <Box
        component="input"
        ref={inputRef}
        type="file"
        accept={acceptAttribute}
        aria-label={t("documents.chooseFile")}
        style={{ display: "none" }}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
          event.currentTarget.value = "";
        }}
      />
      {file ? (
        <Text size="sm">{t("documents.chosen", { name: file.name, size: formatFileSize(file.size) })}</Text>
      ) : null}
      {file ? (
        <TextInput
          label={t("documents.name")}
          value={name}
          maxLength={255}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      ) : null}
      {children}
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {problem}
        </Alert>
      ) : null}
      {progress !== null ? (
        <Progress value={Math.round(progress * 100)} aria-label={t("documents.progress")} animated striped />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <Button onClick={send} loading={pending} disabled={!file}>
          {t("documents.upload")}
        </Button>
      </Group>
    </Stack>
  );
}
