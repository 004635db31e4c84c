// An order's ⋮ menu (order-toolbar.tsx): clone, archive (after a confirmation) or bring back. Loaded
// when the page is idle, mounted on first use.
import { Menu } from "@mantine/core";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { moreActionsButton } from "../../../shared/ui/more-actions-button.tsx";

export type OrderActionsMenuProps = {
  label: string;
  busy: boolean;
  /** An open order may be cloned. */
  canClone: boolean;
  isArchived: boolean;
  onClone: () => void;
  onArchive: () => void;
  onUnarchive: () => void;
};

export function OrderActionsMenu({
  label,
  busy,
  canClone,
  isArchived,
  onClone,
  onArchive,
  onUnarchive,
}: OrderActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" defaultOpened>
      <Menu.Target>{moreActionsButton(label, { loading: busy, autoFocus: true })}</Menu.Target>
      <Menu.Dropdown>
        {canClone ? <Menu.Item onClick={onClone}>{t("purchaseOrders.clone")}</Menu.Item> : null}
        {isArchived ? (
          <Menu.Item onClick={onUnarchive}>{t("purchaseOrders.unarchive")}</Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            onClick={() =>
              openConfirm({
                title: t("purchaseOrders.archiveTitle"),
                message: t("purchaseOrders.archiveMessage"),
                confirmLabel: t("purchaseOrders.archive"),
                danger: true,
                onConfirm: onArchive,
              })
            }
          >
            {t("purchaseOrders.archive")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
