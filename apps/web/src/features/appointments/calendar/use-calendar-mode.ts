import { useLocalStorage } from "@mantine/hooks";
import { type CalendarMode, calendarModes } from "./calendar-search.ts";

/** Single or Multi, remembered in this browser (spec 000 §3 "Local storage remembers … calendar mode"). */
export function useCalendarMode(): [CalendarMode, (mode: CalendarMode) => void] {
  const [stored, setMode] = useLocalStorage<CalendarMode>({
    key: "portal.calendar.mode",
    defaultValue: "single",
    getInitialValueInEffect: false,
  });
  // Something else left there (an older build, a hand edit) is the default.
  const mode = calendarModes.includes(stored) ? stored : "single";
  return [mode, setMode];
}
