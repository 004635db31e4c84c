import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { WorkflowSummary } from "@portal/contract";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type WorkflowPipelineProps = { summary: WorkflowSummary };

/** A board link with filters in its query (the board reads phase, status and alerts from the URL). */
const boardHref = (slug: string, filters: Record<string, string> = {}) => {
  const search = new URLSearchParams(filters).toString();
  return `${paths.workflow.getHref(slug)}${search ? `?${search}` : ""}`;
};

/** One active workflow: its open deals, how many have alerts, and the count per phase and status. */
export function WorkflowPipeline({ summary }: WorkflowPipelineProps) {
  const { t } = useTranslation();
  const { workflow } = summary;
  const headingId = `pipeline-${workflow.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            <Anchor component={Link} to={boardHref(workflow.slug)} inherit>
              {workflow.name}
            </Anchor>
          </Title>
          <Group gap="xs">
            <Anchor component={Link} to={boardHref(workflow.slug)} size="sm" fw={600}>
              {t("dashboardPipeline.openDeals", { count: summary.dealCount })}
            </Anchor>
            <Anchor component={Link} to={boardHref(workflow.slug, { alerts: "true" })} size="sm" fw={600}>
              {t("dashboardPipeline.alertDeals", { count: summary.alertDealCount })}
            </Anchor>
            {summary.warningCount > 0 ? (
              <Badge
                variant="light"
                color="orange"
                c="gray.9"
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
              >
                {t("dashboardPipeline.warnings", { count: summary.warningCount })}
              </Badge>
            ) : null}
            {summary.infoCount > 0 ? (
              <Badge
                variant="light"
                color="blue"
                c="blue.9"
                leftSection={<IconInfoCircle size={12} aria-hidden />}
              >
                {t("dashboardPipeline.infos", { count: summary.infoCount })}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: Math.min(Math.max(summary.phases.length, 1), 5) }}
          spacing="sm"
        >
          {summary.phases.map((phase) => {
            const phaseName = t(`workflows.phases.${phase.phase}`);
            return (
              <Paper key={phase.phase} bg="gray.0" radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={boardHref(workflow.slug, { phase: phase.phase })}
                      fw={700}
                      size="sm"
                      aria-label={t("dashboardPipeline.phaseDeals", {
                        phase: phaseName,
                        count: phase.dealCount,
                      })}
                    >
                      {phaseName}
                    </Anchor>
                    <Badge variant="default" size="lg" aria-hidden>
                      {phase.dealCount}
                    </Badge>
                  </Group>
                  <Stack component="ul" gap={2} m={0} p={0}>
                    {phase.statuses.map((status) => (
                      <Group
                        component="li"
                        key={status.id}
                        justify="space-between"
                        wrap="nowrap"
                        gap="xs"
                        style={{ listStyle: "none" }}
                      >
                        <Anchor
                          component={Link}
                          to={boardHref(workflow.slug, { status: status.id })}
                          size="sm"
                          c="gray.8"
                          truncate
                          aria-label={t("dashboardPipeline.statusLink", {
                            status: status.name,
                            count: status.dealCount,
                          })}
                        >
                          {status.name}
                        </Anchor>
                        <Group gap={6} wrap="nowrap">
                          {status.alertDealCount > 0 ? (
                            <Group gap={2} wrap="nowrap">
                              <IconAlertTriangle
                                size={12}
                                aria-hidden
                                color="var(--mantine-color-orange-7)"
                              />
                              <Text size="xs" fw={600} c="gray.9" aria-hidden>
                                {status.alertDealCount}
                              </Text>
                              <VisuallyHidden>
                                {t("dashboardPipeline.statusAlerts", { count: status.alertDealCount })}
                              </VisuallyHidden>
                            </Group>
                          ) : null}
                          <Text size="sm" fw={600} aria-hidden>
                            {status.dealCount}
                          </Text>
                        </Group>
                      </Group>
                    ))}
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
