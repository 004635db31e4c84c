// The quote's ⋮ button: its menu (quote-actions-menu.tsx) loads when the page is idle and mounts on
// first use.
import { ActionIcon } from "@mantine/core";
import { IconDotsVertical } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Deferred, deferredPart } from "../../../shared/ui/deferred.tsx";
import type { QuoteActionsMenuProps } from "./quote-actions-menu.tsx";

const actionsMenu = deferredPart<QuoteActionsMenuProps>(
  async () => (await import("./quote-actions-menu.tsx")).QuoteActionsMenu,
);

/** The ⋮ button, the same before and after its menu's code is in. */
export function quoteActionsButton(
  label: string,
  props: { loading?: boolean; autoFocus?: boolean; onClick?: () => void },
) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} aria-haspopup="menu" {...props}>
      <IconDotsVertical size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

export function QuoteActionsButton(props: QuoteActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Deferred
      part={actionsMenu}
      props={props}
      placeholder={(onClick) =>
        quoteActionsButton(t("quotes.actions"), { loading: props.actions.isPending, onClick })
      }
    />
  );
}
