// Choose the catalogue JSON and its CSV grids, upload them with progress, then show the server's
// whole-file check (every problem with its path) or the summary of what changed.
import { Alert, Button, FileInput, Group, Loader, Progress, Stack, Text } from "@mantine/core";
import type { CatalogueImportSummary } from "@portal/contract";
import { IconAlertCircle, IconCircleCheck, IconFileUpload } from "@tabler/icons-react";
import { useState } from "react";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useImportCatalogue } from "../api/import-catalogue.ts";
import { type ImportProblem, ImportProblems, problemsOf } from "./import-problems.tsx";
import { ImportSummary } from "./import-summary.tsx";

const isJson = (file: File) => file.name.toLowerCase().endsWith(".json");
const isCsv = (file: File) => file.name.toLowerCase().endsWith(".csv");

export type ImportCatalogueFormProps = { manufacturerId: number; onDone: () => void };

export function ImportCatalogueForm({ manufacturerId, onDone }: ImportCatalogueFormProps) {
  const { t } = useTranslation();
  const upload = useImportCatalogue();
  const [files, setFiles] = useState<File[]>([]);
  const [choiceProblem, setChoiceProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [summary, setSummary] = useState<CatalogueImportSummary | null>(null);

  const jsonFiles = files.filter(isJson);
  const grids = files.filter(isCsv);

  const choose = (next: File[]) => {
    setFiles(next);
    setChoiceProblem(null);
    setProblems(null);
    setRefusal(null);
  };

  const send = () => {
    const [catalogue, ...extra] = jsonFiles;
    if (!catalogue) return setChoiceProblem(t("catalogue.import.needJson"));
    if (extra.length > 0) return setChoiceProblem(t("catalogue.import.oneJson"));
    setProblems(null);
    setRefusal(null);
    setProgress(0);
    upload.mutate(
      { manufacturerId, catalogue, grids, onProgress: setProgress },
      {
        onSuccess: (answer) => setSummary(answer),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setProblems(problemsOf(error.errors));
          else if (isApiError(error) && (error.status === 403 || error.status === 404))
            setRefusal(t("catalogue.import.notAllowed"));
          else if (isApiError(error) && error.status === 413) setRefusal(t("catalogue.import.tooLarge"));
          else setRefusal(t("catalogue.import.failed"));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  if (summary) {
    return (
      <Stack gap="md">
        {/* The title in the body's own colour: Mantine's light-green title is too faint to read (axe). */}
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
          <Text fw={700} size="sm">
            {t("catalogue.import.doneTitle")}
          </Text>
          <Text size="sm">{t("catalogue.import.doneMessage", { name: jsonFiles[0]?.name ?? "" })}</Text>
        </Alert>
        <ImportSummary summary={summary} />
        <Group justify="flex-end">
          <Button onClick={onDone}>{t("catalogue.import.close")}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t("catalogue.import.intro")}</Text>
      <FileInput
        multiple
        clearable
        clearButtonProps={{ "aria-label": t("catalogue.import.clearFiles") }}
        label={t("catalogue.import.files")}
        description={t("catalogue.import.filesHint")}
        placeholder={t("catalogue.import.filesPlaceholder")}
        accept=".json,.csv,application/json,text/csv"
        leftSection={<IconFileUpload size={18} aria-hidden="true" />}
        value={files}
        onChange={choose}
        disabled={upload.isPending}
        error={choiceProblem}
      />
      {files.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t("catalogue.import.chosen", {
            json: jsonFiles.map((file) => file.name).join(", ") || t("catalogue.import.noJson"),
            count: grids.length,
          })}
        </Text>
      ) : null}
      {progress !== null && progress < 1 ? (
        <Stack gap={4}>
          <Text size="sm">{t("catalogue.import.uploading", { percent: Math.round(progress * 100) })}</Text>
          <Progress value={Math.round(progress * 100)} aria-label={t("catalogue.import.progress")} />
        </Stack>
      ) : null}
      {upload.isPending && (progress === null || progress >= 1) ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t("catalogue.import.checking")}</Text>
        </Group>
      ) : null}
      {refusal ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {refusal}
        </Alert>
      ) : null}
      {problems ? <ImportProblems problems={problems} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={upload.isPending}>
          {t("common.cancel")}
        </Button>
        <Button onClick={send} loading={upload.isPending} disabled={files.length === 0}>
          {t("catalogue.import.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
