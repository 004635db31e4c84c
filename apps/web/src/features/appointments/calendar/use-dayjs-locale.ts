// The schedule formats its dates with dayjs: Polish names need dayjs's Polish locale, which loads (a small
// chunk of its own) only when Polish is chosen. Until it is in, the schedule speaks English.
import { useEffect, useState } from "react";

let polishLoaded = false;

export function useDayjsLocale(language: string): "en" | "pl" {
  const wantsPolish = language === "pl";
  const [ready, setReady] = useState(polishLoaded);
  useEffect(() => {
    if (!wantsPolish || polishLoaded) return;
    let live = true;
    import("dayjs/locale/pl")
      .then(() => {
        polishLoaded = true;
        if (live) setReady(true);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wantsPolish]);
  return wantsPolish && (ready || polishLoaded) ? "pl" : "en";
}
