import { ActionIcon, Menu } from "@mantine/core";
import type { BoardCard } from "@portal/contract";
import { IconArrowsExchange, IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { WorkflowStatus } from "./board-model.ts";

export type MoveDealMenuProps = {
  deal: BoardCard;
  statuses: readonly WorkflowStatus[];
  onMove: (deal: BoardCard, targetStatusId: string) => void;
};

/**
 * The way to move a deal without dragging (WCAG 2.5.7): pick its new status. A board mounts a hundred
 * or more of these, so each is a plain button until first used; then the real menu takes its place,
 * open and focused.
 */
export function MoveDealMenu({ deal, statuses, onMove }: MoveDealMenuProps) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const button = (autoFocus: boolean) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t("deals.moveDeal", { name: deal.name })}
      aria-haspopup="menu"
      autoFocus={autoFocus}
      // The card is a drag handle; opening the menu must not start a drag.
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      onClick={armed ? undefined : () => setArmed(true)}
    >
      <IconArrowsExchange size={16} aria-hidden />
    </ActionIcon>
  );
  if (!armed) return button(false);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
      <Menu.Target>{button(true)}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("deals.moveTo")}</Menu.Label>
        {statuses.map((status) => {
          const current = status.id === deal.statusId;
          return (
            <Menu.Item
              key={status.id}
              disabled={current}
              rightSection={current ? <IconCheck size={14} aria-hidden /> : null}
              onClick={() => onMove(deal, status.id)}
            >
              {status.name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
