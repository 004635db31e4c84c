import { useEffect, useRef, useState } from "react";

/** List filters wait this long after the last change before they filter (spec 001 §9). */
export const filterDebounceMs = 300;

/**
 * A filter's value while it is edited: it changes at once on screen and reaches the URL (and so the
 * board call) after a pause. A URL change from elsewhere (Back, a preset, Clear filters) wins.
 */
export function useDebouncedParam(urlValue: string, commit: (value: string) => void) {
  const [value, setValue] = useState(urlValue);
  const lastUrlValue = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (lastUrlValue.current === urlValue) return;
    lastUrlValue.current = urlValue;
    setValue(urlValue);
  }, [urlValue]);

  useEffect(() => {
    if (value === lastUrlValue.current) return;
    const timer = setTimeout(() => commitRef.current(value), filterDebounceMs);
    return () => clearTimeout(timer);
  }, [value]);

  return [value, setValue] as const;
}
