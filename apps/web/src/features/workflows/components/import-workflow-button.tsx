import { Button, FileButton } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useRef } from "react";
import { type ApiError, isApiError } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useImportWorkflow } from "../api/import-workflow.ts";

/** A refused file: its field errors (422), or why the file was not read at all (413, 415). */
export type ImportFailure = ApiError;

export type ImportWorkflowButtonProps = {
  /** A refused file (422), with its field errors; null clears an earlier one. */
  onFailure: (failure: ImportFailure | null) => void;
};

export function ImportWorkflowButton({ onFailure }: ImportWorkflowButtonProps) {
  const { t } = useTranslation();
  const importWorkflow = useImportWorkflow();
  // Cleared after each pick, so choosing the same (fixed) file again uploads it again.
  const resetRef = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    resetRef.current?.();
    onFailure(null);
    try {
      const workflow = await importWorkflow.mutateAsync(file);
      showSuccessToast(t("workflows.imported", { name: workflow.name }));
    } catch (error) {
      // Other failures already got the server toast or ended the session.
      if (isApiError(error) && (error.status === 422 || error.status === 413 || error.status === 415)) {
        onFailure(error);
      }
    }
  };

  return (
    <FileButton onChange={upload} accept="application/json,.json" resetRef={resetRef}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconFileImport size={18} aria-hidden="true" />}
          loading={importWorkflow.isPending}
          loaderProps={{ "aria-label": t("workflows.importing") }}
        >
          {t("workflows.import")}
        </Button>
      )}
    </FileButton>
  );
}
