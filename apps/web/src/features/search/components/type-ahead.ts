// Keys typed before a lazily loaded search field has focus: kept, so "Zebrafinch" typed right after
// Ctrl+K arrives whole, not as "nch" once the palette's code has loaded and its field is focused.
import { useEffect, useRef } from "react";

/** The attribute that marks the field the kept keys are for; keys typed into it are its own. */
export const typeAheadTarget = "data-type-ahead-target";

/**
 * While `listening`, collects the characters typed anywhere on the page but in the target field
 * (Backspace takes one back) and keeps them from the element that had focus; `take()` hands them
 * over and empties the buffer. Keys with Ctrl, ⌘ or Alt (shortcuts) pass through.
 */
export function useTypeAhead(listening: boolean): { take: () => string } {
  const typed = useRef("");
  useEffect(() => {
    if (!listening) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.target instanceof Element && event.target.hasAttribute(typeAheadTarget)) return;
      if (event.key === "Backspace") typed.current = typed.current.slice(0, -1);
      else if (event.key.length === 1) typed.current += event.key;
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("keydown", onKey, true);
    return () => {
      window.removeEventListener("keydown", onKey, true);
    };
  }, [listening]);
  return {
    take: () => {
      const text = typed.current;
      typed.current = "";
      return text;
    },
  };
}
