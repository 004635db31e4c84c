import type { BoardCard } from "@portal/contract";
import { IconArrowsExchange } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { WorkflowStatus } from "./board-model.ts";
import { useCardStrings } from "./card-strings.ts";
import classes from "./deal-card-view.module.css";

const loadMenu = () => import("./move-deal-menu-dropdown.tsx");
const ArmedMenu = lazy(async () => ({ default: (await loadMenu()).ArmedMenu }));
/** The board preloads the menu's code once it is idle. */
export const moveMenuPart = { preload: loadMenu };

export type MoveDealMenuProps = {
  deal: BoardCard;
  statuses: readonly WorkflowStatus[];
  onMove: (deal: BoardCard, targetStatusId: string) => void;
};

/**
 * The way to move a deal without dragging (WCAG 2.5.7): pick its new status. A board mounts a hundred
 * or more of these, so each is a plain button (styled as a subtle ActionIcon) until first used; then
 * the real menu takes over, open and focused. The menu's code (Mantine's Menu and what it floats on) is
 * move-deal-menu-dropdown.tsx, loaded when the board is idle (moveMenuPart) or on first use.
 */
export function MoveDealMenu({ deal, statuses, onMove }: MoveDealMenuProps) {
  const [armed, setArmed] = useState(false);
  const strings = useCardStrings();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The menu's button is a new element once armed, and again once its code is in: each takes the focus
  // the plain one had.
  const focusButton = useCallback(() => buttonRef.current?.focus(), []);
  useEffect(() => {
    if (armed) focusButton();
  }, [armed, focusButton]);
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
  return (
    <Suspense fallback={button}>
      <ArmedMenu deal={deal} statuses={statuses} onMove={onMove} target={button} onShown={focusButton} />
    </Suspense>
  );
}
