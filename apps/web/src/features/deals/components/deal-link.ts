// Where a deal on the board opens: the board provides it, so cards and rows need no workflow props.
import { createContext, type MouseEvent, useContext } from "react";

export const DealHrefContext = createContext<(dealId: string) => string | null>(() => null);

export function useDealHref(dealId: string): string | null {
  return useContext(DealHrefContext)(dealId);
}

/**
 * A card's link is a plain anchor (React Router's Link costs several hooks per card, and a board mounts
 * a hundred or more): a plain left click on it moves within the app through this, which the board
 * provides; any other click (a new tab, a download) is the browser's.
 */
export const DealLinkClickContext = createContext<
  ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
>(undefined);

/** A click handler that follows an anchor's href through `navigate` when it is a plain left click. */
export function followInApp(navigate: (href: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute("href");
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (!href || event.defaultPrevented || !plain || event.currentTarget.target) return;
    event.preventDefault();
    navigate(href);
  };
}
