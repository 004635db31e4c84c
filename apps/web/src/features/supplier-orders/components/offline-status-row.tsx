import { ActionIcon, Button, Group, Menu, Text, TextInput } from "@mantine/core";
import type { OfflineOrderStatusEntry } from "@portal/contract";
import { offlineStatusNameMaxLength } from "@portal/domain";
import { IconArchive, IconArrowDown, IconArrowUp, IconDots, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DragHandle, SortableItem } from "../../../shared/ui/sortable-list.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useRenameOfflineStatus } from "../api/rename-offline-order-status.ts";
import { offlineStatusNameProblem } from "./offline-status-name.ts";

export type OfflineStatusRowProps = {
  status: OfflineOrderStatusEntry;
  /** Every status of the account, for the name check. */
  statuses: readonly OfflineOrderStatusEntry[];
  readOnly: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** The only active status cannot be archived. */
  isOnlyActive: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onArchive: () => void;
};

/** One active status: its name, renamed in place; moved by its handle or its menu; archived from the menu. */
export function OfflineStatusRow({
  status,
  statuses,
  readOnly,
  isFirst,
  isLast,
  isOnlyActive,
  ...on
}: OfflineStatusRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const rename = useRenameOfflineStatus();
  const form = useAppForm<{ name: string }>({
    initialValues: { name: status.name },
    fields: { name: { kind: "text", maxLength: offlineStatusNameMaxLength } },
    validate: { name: (value) => offlineStatusNameProblem(t, String(value), statuses, status.id) },
  });

  const startEditing = () => {
    form.setValues({ name: status.name });
    form.clearErrors();
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    form.clearErrors();
  };

  const save = async ({ name }: { name: string }) => {
    const next = name.trim();
    if (next === status.name) return stopEditing();
    try {
      await rename.mutateAsync({ id: status.id, name: next });
      setEditing(false);
      showSuccessToast(t("settings.orders.statuses.renamed", { name: next }));
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <SortableItem id={status.id} disabled={readOnly || editing}>
      <Group gap={6} wrap="nowrap" align="center" mih={36}>
        {readOnly ? null : (
          <DragHandle
            label={t("settings.orders.statuses.dragHandle", { name: status.name })}
            disabled={editing}
          />
        )}
        {editing ? (
          <form noValidate style={{ flex: 1, minWidth: 0 }} onSubmit={form.handleSubmit(save)}>
            <Group gap={6} wrap="wrap" align="flex-start">
              <TextInput
                aria-label={t("settings.orders.statuses.renameLabel", { name: status.name })}
                maxLength={offlineStatusNameMaxLength}
                autoFocus
                {...form.getInputProps("name")}
                onKeyDown={(event) => {
                  if (event.key === "Escape") {
                    event.stopPropagation();
                    stopEditing();
                  }
                }}
                style={{ flex: "1 1 12rem" }}
              />
              <Group gap={6}>
                <Button type="submit" size="sm" loading={rename.isPending}>
                  {t("common.saveShort")}
                </Button>
                <Button variant="default" size="sm" onClick={stopEditing} disabled={rename.isPending}>
                  {t("common.cancel")}
                </Button>
              </Group>
            </Group>
          </form>
        ) : (
          <Text flex={1} miw={0} px={readOnly ? "xs" : 0} style={{ overflowWrap: "anywhere" }}>
            {status.name}
          </Text>
        )}
        {readOnly || editing ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("settings.orders.statuses.actions", { name: status.name })}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={startEditing}>
                {t("settings.orders.statuses.rename")}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowUp size={16} aria-hidden="true" />}
                disabled={isFirst}
                onClick={on.onMoveUp}
              >
                {t("settings.orders.statuses.moveUp")}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={16} aria-hidden="true" />}
                disabled={isLast}
                onClick={on.onMoveDown}
              >
                {t("settings.orders.statuses.moveDown")}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconArchive size={16} aria-hidden="true" />}
                disabled={isOnlyActive}
                onClick={on.onArchive}
              >
                {t("settings.orders.statuses.archive")}
              </Menu.Item>
              {isOnlyActive ? <Menu.Label>{t("settings.orders.statuses.lastActive")}</Menu.Label> : null}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </SortableItem>
  );
}
