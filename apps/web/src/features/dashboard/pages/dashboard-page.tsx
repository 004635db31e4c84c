import { Alert, Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { PurchaseOrderStatus } from "@portal/domain";
import { IconLayoutDashboard } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { inNextTask } from "../../../shared/ui/next-task.tsx";
import { usePipelineSummary } from "../api/get-pipeline-summary.ts";
import { OrderSummarySection } from "../components/order-summary-section.tsx";
import { WorkflowPipeline } from "../components/workflow-pipeline.tsx";

export type DashboardPageProps = {
  /** The workflow sections need the Deals feature; without it none is asked for. */
  showPipeline: boolean;
  /** The Orders section needs Purchasing: the orders list's links, or null for no section. */
  ordersHref: ((status?: PurchaseOrderStatus) => string) | null;
};

// One section per active workflow, then the Orders section (spec 000 §2 /dashboard); a welcome when
// there is neither.
export function DashboardPage({ showPipeline, ordersHref }: DashboardPageProps) {
  const { t } = useTranslation();
  const pipeline = usePipelineSummary(showPipeline);
  const welcome = ordersHref ? null : <Welcome />;
  // The first workflow's section renders with the data, the others (and Orders below them) in the task
  // after it: a phone's first render of them all was one 190 ms task. Orders stays hidden until then,
  // so that nothing shown moves down the page.
  const [othersShown, setOthersShown] = useState(false);
  useEffect(
    () => (pipeline.isSuccess && !othersShown ? inNextTask(() => setOthersShown(true)) : undefined),
    [pipeline.isSuccess, othersShown],
  );
  const othersPending = pipeline.isSuccess && pipeline.data.length > 1 && !othersShown;
  return (
    <Stack gap="lg">
      <Title order={1}>{t("dashboard.title")}</Title>
      {!showPipeline ? (
        welcome
      ) : pipeline.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label={t("common.loading")}>
          {[0, 1].map((key) => (
            <Paper key={key} withBorder radius="md" p="md">
              <Skeleton height={24} width="40%" mb="md" />
              <Skeleton height={120} />
            </Paper>
          ))}
        </Stack>
      ) : pipeline.isError ? (
        <Alert color="red" title={t("dashboardPipeline.loadFailed")}>
          <Button variant="light" color="red" onClick={() => pipeline.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Alert>
      ) : pipeline.data.length === 0 ? (
        welcome
      ) : (
        pipeline.data.map((summary, index) =>
          index === 0 || othersShown ? (
            <WorkflowPipeline key={summary.workflow.id} summary={summary} />
          ) : null,
        )
      )}
      {ordersHref ? (
        // Shown once the workflow sections above it are in: they replace their placeholders with
        // content of another height, which would otherwise push it down the page as it is read (a
        // layout shift). Its own call starts at once all the same, and it shows as soon as those
        // sections' call has failed once (while it retries) or waits for the network.
        <div
          hidden={
            (showPipeline &&
              pipeline.isPending &&
              pipeline.failureCount === 0 &&
              pipeline.fetchStatus === "fetching") ||
            othersPending
          }
        >
          <OrderSummarySection ordersHref={ordersHref} />
        </div>
      ) : null}
    </Stack>
  );
}

/** No active workflow yet. */
function Welcome() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconLayoutDashboard size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t("dashboard.emptyTitle")}
        </Title>
        <Text c="dimmed" maw={520}>
          {t("dashboard.emptyMessage")}
        </Text>
      </Stack>
    </Paper>
  );
}
