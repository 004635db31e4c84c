import type { BoardCard } from "@portal/contract";
import type { FlagAppearance } from "@portal/domain";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { type ReactNode, useContext } from "react";
import { formatTuid } from "./board-model.ts";
import classes from "./deal-card-view.module.css";
import { DealLinkClickContext, useDealHref } from "./deal-link.ts";

export const appearanceColors: Record<FlagAppearance, string> = {
  DEFAULT: "gray",
  WARNING: "yellow",
  ACTIVE: "blue",
  SUCCESS: "green",
  DANGER: "red",
};

export type DealCardViewProps = {
  deal: BoardCard;
  /** Controls at the card's top right (the Move to… menu); none on the drag preview. */
  actions?: ReactNode;
  dragging?: boolean;
};

/** What a deal shows on the board: tuid, name, contact, flag badges marked for the card, alerts. */
export function DealCardView({ deal, actions, dragging = false }: DealCardViewProps) {
  const href = useDealHref(deal.id);
  const onLinkClick = useContext(DealLinkClickContext);
  return (
    <div className={classes.card} data-dragging={dragging || undefined}>
      <div className={classes.top}>
        <span className={classes.tuid}>{formatTuid(deal.tuid)}</span>
        <div className={classes.icons}>
          {deal.alerts.map((alert) => (
            <span
              key={alert.key}
              className={classes.alert}
              data-type={alert.type}
              role="img"
              aria-label={alert.content}
              title={alert.content}
            >
              {alert.type === "WARNING" ? (
                <IconAlertTriangle size={14} aria-hidden />
              ) : (
                <IconInfoCircle size={14} aria-hidden />
              )}
            </span>
          ))}
          {actions}
        </div>
      </div>
      {href && !dragging ? (
        // A click opens the deal; a drag needs the pointer to move first (the board's sensors).
        <a href={href} className={classes.name} onClick={onLinkClick}>
          {deal.name}
        </a>
      ) : (
        <span className={classes.name}>{deal.name}</span>
      )}
      {deal.contact ? <span className={classes.contact}>{deal.contact.name}</span> : null}
      {deal.flagValues.length > 0 ? (
        <div className={classes.flags}>
          {deal.flagValues.map((flag) => (
            <span
              key={flag.workflowFlagId}
              className={classes.flag}
              data-appearance={flag.appearance}
              title={flag.workflowFlagName}
            >
              {flag.label}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
