import { ActionIcon, Button, Checkbox, Group, Menu, TextInput } from "@mantine/core";
import type { ChecklistItem } from "@portal/contract";
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DragHandle, SortableItem } from "../../../shared/ui/sortable-list.tsx";

export type ChecklistItemRowProps = {
  item: ChecklistItem;
  readOnly: boolean;
  /** A row still being saved cannot be moved or changed yet. */
  pending: boolean;
  isFirst: boolean;
  isLast: boolean;
  onToggle: (isChecked: boolean) => void;
  onRename: (label: string) => void;
  onRemove: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
};

export function ChecklistItemRow({ item, readOnly, pending, isFirst, isLast, ...on }: ChecklistItemRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const form = useAppForm<{ label: string }>({
    initialValues: { label: item.label },
    fields: { label: { kind: "text", maxLength: 500 } },
    validate: { label: required(undefined, t("checklists.labelRequired")) },
  });
  const stopEditing = () => {
    setEditing(false);
    form.setValues({ label: item.label });
    form.clearErrors();
  };
  const locked = readOnly || pending;
  // The box follows a click at once. The checklist's cache takes the change a moment later (its
  // optimistic update waits for queries in flight to stop), and would otherwise show the box
  // unticked in between; a failed save puts the cache, and so the box, back.
  const [checked, setChecked] = useState(item.isChecked);
  useEffect(() => setChecked(item.isChecked), [item.isChecked]);

  const save = (values: { label: string }) => {
    const label = values.label.trim();
    setEditing(false);
    if (label !== item.label) on.onRename(label);
  };

  return (
    <SortableItem id={item.id} disabled={locked}>
      <Group gap={6} wrap="nowrap" align="center">
        {readOnly ? null : (
          <DragHandle label={t("checklists.dragHandle", { label: item.label })} disabled={pending} />
        )}
        {editing ? (
          <form noValidate style={{ flex: 1, minWidth: 0 }} onSubmit={form.handleSubmit(save)}>
            <Group gap={6} wrap="wrap" align="flex-start">
              <TextInput
                aria-label={t("checklists.editLabel", { label: item.label })}
                maxLength={500}
                data-autofocus
                autoFocus
                {...form.getInputProps("label")}
                onKeyDown={(event) => {
                  if (event.key === "Escape") {
                    event.stopPropagation();
                    stopEditing();
                  }
                }}
                style={{ flex: "1 1 12rem" }}
              />
              <Group gap={6}>
                <Button type="submit" size="sm">
                  {t("common.saveShort")}
                </Button>
                <Button variant="default" size="sm" onClick={stopEditing}>
                  {t("common.cancel")}
                </Button>
              </Group>
            </Group>
          </form>
        ) : (
          <Checkbox
            flex={1}
            miw={0}
            checked={checked}
            disabled={readOnly}
            label={item.label}
            onChange={(event) => {
              const next = event.currentTarget.checked;
              setChecked(next);
              on.onToggle(next);
            }}
            styles={{
              label: {
                overflowWrap: "anywhere",
                textDecoration: checked ? "line-through" : undefined,
                color: checked ? "var(--mantine-color-dimmed)" : undefined,
              },
              body: { alignItems: "center" },
            }}
          />
        )}
        {locked || editing ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("checklists.actions", { label: item.label })}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => {
                  form.setValues({ label: item.label });
                  setEditing(true);
                }}
              >
                {t("common.edit")}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowUp size={16} aria-hidden="true" />}
                disabled={isFirst}
                onClick={on.onMoveUp}
              >
                {t("checklists.moveUp")}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={16} aria-hidden="true" />}
                disabled={isLast}
                onClick={on.onMoveDown}
              >
                {t("checklists.moveDown")}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={on.onRemove}
              >
                {t("common.remove")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </SortableItem>
  );
}
