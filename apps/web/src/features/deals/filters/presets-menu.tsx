// The preset filters button of the board (spec 000 §2). Its menu and dialogs are presets-menu-dropdown.tsx,
// loaded when the board is idle or the button is first used: the board's first load does without them.
import { Button } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { IconBookmark, IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Deferred, deferredPart } from "../../../shared/ui/deferred.tsx";

export type PresetsMenuProps = {
  workflow: Workflow;
  /** The current filters as a query string ("" when none is set). */
  params: string;
  onApply: (params: string) => void;
  /** The personnel feature: presets name the chosen people only with it. */
  showPersonnel: boolean;
  /** May save and delete presets (they are the whole account's): otherwise the menu only applies them. */
  canSave: boolean;
};

/** The menu's button, the same before and after the menu's code is in. */
export function presetsButton(label: string, props: { autoFocus?: boolean; onClick?: () => void }) {
  return (
    <Button
      variant="default"
      leftSection={<IconBookmark size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-haspopup="menu"
      {...props}
    >
      {label}
    </Button>
  );
}

export const presetsMenuPart = deferredPart<PresetsMenuProps>(
  async () => (await import("./presets-menu-dropdown.tsx")).PresetsMenuDropdown,
);

/** The preset filters manager (spec 000 §2): named query strings per workflow. */
export function PresetsMenu(props: PresetsMenuProps) {
  const { t } = useTranslation();
  return (
    <Deferred
      part={presetsMenuPart}
      props={props}
      placeholder={(onClick) => presetsButton(t("presets.button"), { onClick })}
    />
  );
}
