// Settings → Orders: the account's offline order statuses (issue 12 "Around it"). Staff with the settings
// permission add, rename, reorder (drag, keyboard or the row's menu) and archive them; others read them.
import { Badge, Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import type { OfflineOrderStatusEntry } from "@portal/contract";
import { offlineStatusNameMaxLength } from "@portal/domain";
import { IconPlus } from "@tabler/icons-react";
import { useId, useRef } from "react";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { SettingsSection } from "../../../shared/ui/settings-section.tsx";
import { moveItem, SortableList } from "../../../shared/ui/sortable-list.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useArchiveOfflineStatus } from "../api/archive-offline-order-status.ts";
import { useAddOfflineStatus } from "../api/create-offline-order-status.ts";
import { useReorderOfflineStatuses } from "../api/reorder-offline-order-statuses.ts";
import { offlineStatusNameProblem } from "./offline-status-name.ts";
import { OfflineStatusRow } from "./offline-status-row.tsx";

export type OfflineStatusesSectionProps = {
  statuses: readonly OfflineOrderStatusEntry[];
  readOnly: boolean;
};

export function OfflineStatusesSection({ statuses, readOnly }: OfflineStatusesSectionProps) {
  const { t } = useTranslation();
  const active = statuses.filter((status) => !status.isArchived);
  const archived = statuses.filter((status) => status.isArchived);
  const ids = active.map((status) => status.id);
  const reorder = useReorderOfflineStatuses();
  const archive = useArchiveOfflineStatus();

  const move = (from: number, to: number) => {
    const next = moveItem(ids, from, to);
    if (next) reorder.mutate(next);
  };

  const confirmArchive = (status: OfflineOrderStatusEntry) =>
    openConfirm({
      title: t("settings.orders.statuses.archiveTitle"),
      message: t("settings.orders.statuses.archiveMessage", { name: status.name }),
      confirmLabel: t("settings.orders.statuses.archive"),
      danger: true,
      onConfirm: () =>
        archive.mutate(status.id, {
          onSuccess: () => showSuccessToast(t("settings.orders.statuses.archived", { name: status.name })),
        }),
    });

  return (
    <SettingsSection
      title={t("settings.orders.statuses.title")}
      description={t("settings.orders.statuses.help")}
    >
      {active.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("settings.orders.statuses.empty")}
        </Text>
      ) : (
        <SortableList
          ids={ids}
          labels={active.map((status) => status.name)}
          label={t("settings.orders.statuses.title")}
          messagesKey="settings.orders.statuses.dnd"
          onMove={move}
        >
          {active.map((status, index) => (
            <OfflineStatusRow
              key={status.id}
              status={status}
              statuses={statuses}
              readOnly={readOnly}
              isFirst={index === 0}
              isLast={index === active.length - 1}
              isOnlyActive={active.length === 1}
              onMoveUp={() => move(index, index - 1)}
              onMoveDown={() => move(index, index + 1)}
              onArchive={() => confirmArchive(status)}
            />
          ))}
        </SortableList>
      )}
      {readOnly ? null : <AddOfflineStatusForm statuses={statuses} />}
      {archived.length > 0 ? <ArchivedStatuses statuses={archived} /> : null}
    </SettingsSection>
  );
}

function AddOfflineStatusForm({ statuses }: { statuses: readonly OfflineOrderStatusEntry[] }) {
  const { t } = useTranslation();
  const add = useAddOfflineStatus();
  // Leaving the empty box is not a mistake; adding nothing is, until a name is added.
  const tried = useRef(false);
  const form = useAppForm<{ name: string }>({
    initialValues: { name: "" },
    fields: { name: { kind: "text", maxLength: offlineStatusNameMaxLength } },
    validate: {
      name: (value) =>
        String(value).trim() === "" && !tried.current
          ? null
          : offlineStatusNameProblem(t, String(value), statuses),
    },
  });

  const submit = async ({ name }: { name: string }) => {
    try {
      const added = await add.mutateAsync(name.trim());
      tried.current = false;
      form.reset();
      showSuccessToast(t("settings.orders.statuses.added", { name: added.name }));
    } catch (error) {
      form.refuseServer(error);
    }
  };
  const onSubmit = form.handleSubmit(submit);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        tried.current = true;
        onSubmit(event);
      }}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t("settings.orders.statuses.newName")}
          placeholder={t("settings.orders.statuses.newNamePlaceholder")}
          maxLength={offlineStatusNameMaxLength}
          {...form.getInputProps("name")}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t("settings.orders.statuses.add")}
        </Button>
      </Group>
    </form>
  );
}

function ArchivedStatuses({ statuses }: { statuses: readonly OfflineOrderStatusEntry[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Group gap="xs">
        <Title order={3} size="h6" id={titleId}>
          {t("settings.orders.statuses.archivedTitle")}
        </Title>
        <Badge variant="light" color="gray" size="sm">
          {statuses.length}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t("settings.orders.statuses.archivedHelp")}
      </Text>
      <List size="sm" c="dimmed" spacing={2}>
        {statuses.map((status) => (
          <List.Item key={status.id} style={{ overflowWrap: "anywhere" }}>
            {status.name}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
