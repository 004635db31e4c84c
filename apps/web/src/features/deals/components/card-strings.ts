// The words every card of a board shows, worked out once per board: a board mounts a hundred or more
// cards, and translating in each of them (a hook and an interpolation per card) cost more than the
// card's own elements (bench:board's CPU profile).
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type CardStrings = {
  /** What a screen reader calls a draggable card. */
  roleDescription: string;
  /** The Move to… button's name for a deal. */
  moveDeal: (dealName: string) => string;
};

const marker = "\u0000";

/** The board's card strings in the current language. */
export function useCardStringsValue(): CardStrings {
  const { t } = useTranslation();
  return useMemo(() => {
    // The template once, with a marker where the name goes; each card only puts its name in.
    const [before = "", after = ""] = t("deals.moveDeal", { name: marker }).split(marker);
    return {
      roleDescription: t("deals.dnd.roleDescription"),
      moveDeal: (dealName) => `${before}${dealName}${after}`,
    };
  }, [t]);
}

const CardStringsContext = createContext<CardStrings | null>(null);
export const CardStringsProvider = CardStringsContext.Provider;

/** The strings the board provides (KanbanBoard). */
export function useCardStrings(): CardStrings {
  const strings = useContext(CardStringsContext);
  if (!strings) throw new Error("a board card is rendered outside a CardStringsProvider");
  return strings;
}
