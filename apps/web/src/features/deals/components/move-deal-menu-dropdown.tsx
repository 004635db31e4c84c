// The Move to… menu of a deal card, loaded when the board is idle or on its first use (move-deal-menu.tsx).
import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type JSX, useEffect } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { MoveDealMenuProps } from "./move-deal-menu.tsx";

export function ArmedMenu({
  deal,
  statuses,
  onMove,
  target,
  onShown,
}: MoveDealMenuProps & { target: JSX.Element; onShown: () => void }) {
  const { t } = useTranslation();
  useEffect(() => onShown(), [onShown]);
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
