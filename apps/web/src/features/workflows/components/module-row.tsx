import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DragHandle, SortableItem } from "../../../shared/ui/sortable-list.tsx";

export type ModuleRowProps = {
  /** The sortable id. */
  id: string;
  label: string;
  editable: boolean;
  /** Only Details and Checklist modules have settings to edit (spec 001 §2). */
  configurable: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onRemove: () => void;
};

function IconAction({
  label,
  onClick,
  disabled,
  color = "gray",
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  children: ReactNode;
}) {
  // Disabled but still focusable: a row moved to the top keeps focus on its "Move up" button.
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        aria-disabled={disabled || undefined}
        data-disabled={disabled || undefined}
        onClick={disabled ? undefined : onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function ModuleRow(props: ModuleRowProps) {
  const { id, label, editable, configurable, isFirst, isLast } = props;
  const { t } = useTranslation();

  return (
    <SortableItem id={id} disabled={!editable}>
      <Group gap={4} wrap="nowrap">
        {editable ? <DragHandle label={t("workflows.dragHandle", { label })} /> : null}
        <Text size="sm" flex={1} miw={0} style={{ overflowWrap: "anywhere" }} pl={editable ? 0 : 4}>
          {label}
        </Text>
        {editable ? (
          <Group gap={0} wrap="nowrap">
            <IconAction label={t("workflows.moveUp", { label })} onClick={props.onMoveUp} disabled={isFirst}>
              <IconArrowUp size={18} aria-hidden="true" />
            </IconAction>
            <IconAction
              label={t("workflows.moveDown", { label })}
              onClick={props.onMoveDown}
              disabled={isLast}
            >
              <IconArrowDown size={18} aria-hidden="true" />
            </IconAction>
            {configurable ? (
              <IconAction label={t("workflows.editModule", { label })} onClick={props.onEdit}>
                <IconPencil size={18} aria-hidden="true" />
              </IconAction>
            ) : null}
            <IconAction label={t("workflows.removeModule", { label })} onClick={props.onRemove} color="red">
              <IconTrash size={18} aria-hidden="true" />
            </IconAction>
          </Group>
        ) : null}
      </Group>
    </SortableItem>
  );
}
