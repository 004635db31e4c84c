import { useMemo, useSyncExternalStore } from "react";
import { i18n } from "./i18n.ts";
import type { TFunction } from "./translator.ts";

/**
 * The portal's strings for a component: `t` reads them in the current language, and the component
 * renders again when the language changes or strings arrive, with a new `t`, so what it memoised
 * from the words follows.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const t = useMemo(() => tFor(version), [version]);
  return { t, i18n };
}

/** A `t` of its own per version of the strings (the version only tells one from the next). */
function tFor(_version: number): TFunction {
  return (key, options) => i18n.t(key, options);
}
