import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { csrfCookieName } from "@portal/contract";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import "../app/app-strings.ts";
import { changeLanguage, i18n, loadLanguage } from "../shared/i18n/i18n.ts";
import { loadOverlays } from "../shared/overlays/overlay-host.tsx";

// Polish and the toast and dialog managers are lazy chunks in the app; loaded up front here, tests
// switch to Polish, and see toasts and dialogs, as synchronously as before.
await Promise.all([loadLanguage("pl"), loadOverlays()]);

// findBy… and waitFor give up after 5 s, not 1 s: a lazy page or dialog can take more than a second
// to appear when the API suite shares the machine's cores (they answer as soon as it appears).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, "matchMedia", {
  configurable: true,
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom scrolls nothing; the schedule scrolls its hours to 08:00.
window.HTMLElement.prototype.scrollTo = () => {};
window.scrollTo = () => {};
// Textarea autosize listens for web fonts loading.
Object.defineProperty(document, "fonts", {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

// jsdom lays nothing out, so Mantine's focus trap finds no focusable element in an opening menu and
// logs the whole DOM node; real browsers (the E2E suite) cover focus trapping.
const jsdomNoise = "[@mantine/hooks/use-focus-trap] Failed to find focusable element";
for (const level of ["error", "warn"] as const) {
  // biome-ignore lint/suspicious/noConsole: only error and warn, wrapped to drop that one message
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith(jsdomNoise)) return;
    original(...args);
  };
}

// The SPA has the CSRF cookie from its first GET before it writes (the API client echoes it in the
// header); every test starts with one, as the server would have set it. A test of the first call
// without one deletes it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: plants the server's cookie, as its first answer would
  document.cookie = `${csrfCookieName}=t; path=/`;
});

afterEach(async () => {
  cleanup();
  // Files share a worker's modules (vitest.config.ts): a test that chose Polish hands on English.
  if (i18n.language !== "en") await changeLanguage("en");
  // The toast store lives at module level: a toast of one test must not answer another's query.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resets the cookies a test planted
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
