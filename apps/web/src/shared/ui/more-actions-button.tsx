// The ⋮ button a page's deferred actions menu opens from (a quote's, a purchase order's): the same element
// as the menu's placeholder and, once its code is in, as the menu's target (shared/ui/deferred.tsx).
import { ActionIcon } from "@mantine/core";
import { IconDotsVertical } from "@tabler/icons-react";

export function moreActionsButton(
  label: string,
  props: { loading?: boolean; autoFocus?: boolean; onClick?: () => void },
) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} aria-haspopup="menu" {...props}>
      <IconDotsVertical size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
