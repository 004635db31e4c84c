import { Menu } from "@mantine/core";
import type { BoardCard } from "@portal/contract";
import { IconArrowsExchange, IconCheck } from "@tabler/icons-react";
import { type JSX, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WorkflowStatus } from "./board-model.ts";
import { useCardStrings } from "./card-strings.ts";
import classes from "./deal-card-view.module.css";

export type MoveDealMenuProps = {
  deal: BoardCard;
  statuses: readonly WorkflowStatus[];
  onMove: (deal: BoardCard, targetStatusId: string) => void;
};

/**
 * The way to move a deal without dragging (WCAG 2.5.7): pick its new status. A board mounts a hundred
 * or more of these, so each is a plain button (styled as a subtle ActionIcon) until first used; then
 * the real menu takes over, open and focused.
 */
export function MoveDealMenu({ deal, statuses, onMove }: MoveDealMenuProps) {
  const [armed, setArmed] = useState(false);
  const strings = useCardStrings();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The menu's button is a new element once armed: it takes the focus the plain one had.
  useEffect(() => {
    if (armed) buttonRef.current?.focus();
  }, [armed]);
  const button = (
    <button
      type="button"
      className={classes.move}
      aria-label={strings.moveDeal(deal.name)}
      aria-haspopup="menu"
      ref={buttonRef}
      // The card is a drag handle; opening the menu must not start a drag.
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      onClick={armed ? undefined : () => setArmed(true)}
    >
      <IconArrowsExchange size={16} aria-hidden />
    </button>
  );
  if (!armed) return button;
  return <ArmedMenu deal={deal} statuses={statuses} onMove={onMove} target={button} />;
}

function ArmedMenu({ deal, statuses, onMove, target }: MoveDealMenuProps & { target: JSX.Element }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
