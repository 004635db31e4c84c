// The schedule itself, drawn by @mantine/schedule from events in the display zone's wall-clock time (the
// toolbar above it moves it, so the schedule's own header is off). The month, the default, comes with the
// page; the other views load when first shown.
import type { ScheduleResourceData } from "@mantine/schedule";
import { lazy, Suspense } from "react";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import type { CalendarView } from "./calendar-search.ts";
import type { CalendarViewProps } from "./calendar-view-props.ts";
import { MonthCalendar } from "./month-calendar.tsx";

const HoursCalendar = lazy(async () => ({ default: (await import("./hours-calendar.tsx")).HoursCalendar }));
const MobileMonthCalendar = lazy(async () => ({
  default: (await import("./mobile-month-calendar.tsx")).MobileMonthCalendar,
}));
const MultiCalendarView = lazy(async () => ({
  default: (await import("./multi-calendar.tsx")).MultiCalendar,
}));

export type SingleCalendarProps = CalendarViewProps & {
  view: CalendarView;
  /** A phone: the month is a compact grid with the chosen day's appointments listed under it. */
  compact: boolean;
};

export function SingleCalendar({ view, compact, ...props }: SingleCalendarProps) {
  if (view === "month" && !compact) return <MonthCalendar {...props} />;
  return (
    <Suspense fallback={<PageLoader />}>
      {view === "month" ? <MobileMonthCalendar {...props} /> : <HoursCalendar {...props} view={view} />}
    </Suspense>
  );
}

export function MultiCalendar(props: CalendarViewProps & { lanes: ScheduleResourceData[] }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <MultiCalendarView {...props} />
    </Suspense>
  );
}
