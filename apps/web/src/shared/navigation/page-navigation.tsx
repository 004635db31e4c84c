// How a page that both of the web app's entries render (the public pages) reads its query and moves
// on without naming the router: inside the signed-in app the router provides it (RootLayout); in the
// lean public entry (public.html) the document's own location does, and a move loads the next page.
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type Ref,
  useContext,
  useEffect,
} from "react";

export type PageNavigation = {
  /** The page's query string. */
  search: URLSearchParams;
  /** Goes to a path of this app; `replace` leaves no history entry for the page it leaves. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
};

const PageNavigationContext = createContext<PageNavigation | null>(null);

export const PageNavigationProvider = PageNavigationContext.Provider;

export function usePageNavigation(): PageNavigation {
  const navigation = useContext(PageNavigationContext);
  if (!navigation) throw new Error("usePageNavigation needs a PageNavigationProvider above it");
  return navigation;
}

/** Navigation by the document itself: each move is a page load (the public entry has no router). */
export function documentNavigation(location: Location = window.location): PageNavigation {
  return {
    search: new URLSearchParams(location.search),
    navigate: (to, options) => (options?.replace ? location.replace(to) : location.assign(to)),
  };
}

/** Sends the visitor on to `to` in place of the page that renders it. */
export function Redirect({ to }: { to: string }) {
  const { navigate } = usePageNavigation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of this app: a real `<a href>` (open in a new tab, copy the address), and a plain
 * click goes through the page navigation.
 */
export function PageLink({ to, onClick, ...props }: PageLinkProps) {
  const { navigate } = usePageNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || props.target) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...props} />;
}
