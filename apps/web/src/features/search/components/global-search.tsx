// The header's global search (spec 000 §2; issue 13): a search button that opens a command-palette
// dialog, also on Ctrl+K (⌘K on a Mac) from anywhere. The dialog's code (Mantine Spotlight) loads on the
// first open, or as soon as the pointer or focus reaches the button.
import { ActionIcon, Group, Kbd, Text, UnstyledButton } from "@mantine/core";
import { useHotkeys, useOs } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import classes from "./global-search.module.css";
import { useTypeAhead } from "./type-ahead.ts";

const loadDialog = () => import("./global-search-dialog.tsx");
const GlobalSearchDialog = lazy(async () => ({ default: (await loadDialog()).GlobalSearchDialog }));

export function GlobalSearch({ textColor }: { textColor: string }) {
  const { t } = useTranslation();
  const os = useOs();
  const [opened, setOpened] = useState(false);
  // Once asked for, the dialog stays mounted so it opens and closes with its animation.
  const [wanted, setWanted] = useState(false);
  // What is typed while the palette is open but its field not yet focused (its code still loading, or
  // the field not yet focused as the dialog opens) goes into its field once it is.
  const typeAhead = useTypeAhead(opened);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  // From any field too: the shortcut is the one way to search without reaching for the mouse.
  useHotkeys([["mod+K", open]], []);
  const shortcut = os === "macos" ? "⌘ K" : "Ctrl K";
  const prefetch = () => void loadDialog();

  return (
    <>
      <UnstyledButton
        className={classes.trigger}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        visibleFrom="sm"
        style={{ color: textColor }}
      >
        <Group gap={8} wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text size="sm" c="inherit" className={classes.label}>
            {t("globalSearch.open")}
          </Text>
          <Kbd size="xs" className={classes.kbd}>
            {shortcut}
          </Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        c={textColor}
        size="lg"
        hiddenFrom="sm"
        onClick={open}
        aria-haspopup="dialog"
        aria-label={t("globalSearch.open")}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted ? (
        <Suspense fallback={null}>
          <GlobalSearchDialog opened={opened} onClose={() => setOpened(false)} typedAhead={typeAhead.take} />
        </Suspense>
      ) : null}
    </>
  );
}
