import { Box, Button, Code, Group, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { downloadFile } from "../../../shared/ui/download-file.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useWorkflowSchema } from "../api/get-workflow-schema.ts";

export type WorkflowExportProps = { workflowId: string; workflowName: string };

/** '{workflow name}.json', without the characters file systems refuse. */
export function exportFileName(workflowName: string): string {
  const safe = workflowName.replace(/[\\/:*?"<>|]+/g, "-").trim();
  return `${safe || "workflow"}.json`;
}

export function WorkflowExport({ workflowId, workflowName }: WorkflowExportProps) {
  const { t } = useTranslation();
  const schema = useWorkflowSchema(workflowId);

  if (schema.isError) return <ErrorView onRetry={() => void schema.refetch()} />;
  if (!schema.data) return <PageLoader />;

  const json = JSON.stringify(schema.data, null, 2);
  return (
    <Stack gap="md">
      {/* Focusable, so the keyboard can scroll a long schema (axe scrollable-region-focusable). */}
      <Box
        role="region"
        aria-label={t("workflows.exportJson")}
        tabIndex={0}
        mah="60dvh"
        style={{ overflow: "auto", borderRadius: "var(--mantine-radius-sm)" }}
      >
        {/* The region scrolls, not the block inside it: one scroll area, and it is the focusable one. */}
        <Code block miw="100%" w="max-content" style={{ overflow: "visible" }}>
          {json}
        </Code>
      </Box>
      <Group justify="flex-end">
        <Button
          onClick={() => downloadFile(exportFileName(workflowName), `${json}\n`)}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          {t("workflows.download")}
        </Button>
      </Group>
    </Stack>
  );
}
