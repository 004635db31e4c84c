// The quote's ⋮ button: its menu (quote-actions-menu.tsx) loads when the page is idle and mounts on
// first use.
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Deferred, deferredPart } from "../../../shared/ui/deferred.tsx";
import { moreActionsButton } from "../../../shared/ui/more-actions-button.tsx";
import type { QuoteActionsMenuProps } from "./quote-actions-menu.tsx";

const actionsMenu = deferredPart<QuoteActionsMenuProps>(
  async () => (await import("./quote-actions-menu.tsx")).QuoteActionsMenu,
);

export function QuoteActionsButton(props: QuoteActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Deferred
      part={actionsMenu}
      props={props}
      placeholder={(onClick) =>
        moreActionsButton(t("quotes.actions"), { loading: props.actions.isPending, onClick })
      }
    />
  );
}
