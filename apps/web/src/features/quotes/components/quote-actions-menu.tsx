// Clone, archive and bring back a quote: the menu loads when the page is idle (quote-actions.tsx).
import { Menu } from "@mantine/core";
import type { Quote } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { moreActionsButton } from "../../../shared/ui/more-actions-button.tsx";
import type { QuoteActions } from "../hooks/use-quote-actions.ts";

export type QuoteActionsMenuProps = { quote: Quote; actions: QuoteActions };

/** Clone, and archive (after a confirmation) or bring back. */
export function QuoteActionsMenu({ quote, actions }: QuoteActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" defaultOpened>
      <Menu.Target>
        {moreActionsButton(t("quotes.actions"), { loading: actions.isPending, autoFocus: true })}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={actions.clone}>{t("quotes.clone")}</Menu.Item>
        {quote.isArchived ? (
          <Menu.Item onClick={() => actions.setArchived(false)}>{t("quotes.unarchive")}</Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            onClick={() =>
              openConfirm({
                title: t("quotes.archiveTitle"),
                message: t("quotes.archiveMessage"),
                confirmLabel: t("quotes.archive"),
                danger: true,
                onConfirm: () => actions.setArchived(true),
              })
            }
          >
            {t("quotes.archive")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
