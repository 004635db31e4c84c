import { Alert, Badge, Button, Group, NativeSelect, Stack, Title } from "@mantine/core";
import type { Deal, Workflow } from "@portal/contract";
import { IconAlertTriangle, IconArchive, IconArchiveOff, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../../shared/ui/confirm.ts";
import { showSuccessToast } from "../../../../shared/ui/toasts.ts";
import { useArchiveDeal } from "../api/archive-deal.ts";
import { useChangeDealStatus } from "../api/change-deal-status.ts";
import { useUnarchiveDeal } from "../api/unarchive-deal.ts";
import { DealFlags } from "./deal-flags.tsx";

export type DealHeaderProps = {
  deal: Deal;
  workflow: Workflow;
  /** May change the deal: without it status and flags only show, and there is no (un)archiving. */
  canEdit: boolean;
};

/** Name and number, status, flags, alerts and archiving (spec 000 §2–§4 Deal). */
export function DealHeader({ deal, workflow, canEdit }: DealHeaderProps) {
  const { t } = useTranslation();
  const changeStatus = useChangeDealStatus(workflow);
  const archiving = useArchiveDeal();
  const unarchiving = useUnarchiveDeal();
  const archived = deal.isArchived;
  const readOnly = archived || !canEdit;

  const archive = () =>
    openConfirm({
      title: t("dealDetail.archiveTitle"),
      message: t("dealDetail.archiveMessage", { name: deal.name }),
      confirmLabel: t("dealDetail.archive"),
      danger: true,
      onConfirm: () =>
        archiving.mutate(deal.id, { onSuccess: () => showSuccessToast(t("dealDetail.archived")) }),
    });
  const unarchive = () =>
    unarchiving.mutate(deal.id, { onSuccess: () => showSuccessToast(t("dealDetail.unarchived")) });

  return (
    <Stack gap="sm">
      <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
        {deal.name}
      </Title>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="gray" c="gray.9" size="lg" radius="sm">
            {t("dealDetail.tuid", { tuid: deal.tuid })}
          </Badge>
          {archived ? (
            <Badge color="gray" variant="filled" size="lg" radius="sm">
              {t("dealDetail.archivedBadge")}
            </Badge>
          ) : null}
        </Group>
        {!canEdit ? null : archived ? (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconArchiveOff size={16} aria-hidden="true" />}
            loading={unarchiving.isPending}
            onClick={unarchive}
          >
            {t("dealDetail.unarchive")}
          </Button>
        ) : (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconArchive size={16} aria-hidden="true" />}
            loading={archiving.isPending}
            onClick={archive}
          >
            {t("dealDetail.archive")}
          </Button>
        )}
      </Group>
      {archived ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconArchive aria-hidden="true" />}
          title={t("dealDetail.archivedTitle")}
        >
          {canEdit ? t("dealDetail.archivedMessage") : t("dealDetail.archivedReadOnly")}
        </Alert>
      ) : null}
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("dealDetail.status")}
          value={deal.statusId}
          disabled={readOnly}
          onChange={(event) => changeStatus.mutate({ deal, targetStatusId: event.currentTarget.value })}
          data={workflow.context.statuses.map((status) => ({ value: status.id, label: status.name }))}
          w={{ base: "100%", xs: 220 }}
        />
        <DealFlags deal={deal} workflow={workflow} readOnly={readOnly} />
      </Group>
      {deal.context.alerts.length > 0 ? (
        <Stack gap={6} aria-label={t("dealDetail.alerts")} component="section">
          {deal.context.alerts.map((alert) => (
            <Alert
              key={alert.key}
              variant="light"
              color={alert.type === "WARNING" ? "orange" : "blue"}
              py={6}
              icon={
                alert.type === "WARNING" ? (
                  <IconAlertTriangle size={18} aria-label={t("dealDetail.warning")} />
                ) : (
                  <IconInfoCircle size={18} aria-label={t("dealDetail.info")} />
                )
              }
            >
              {alert.content}
            </Alert>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
