// Single's week and day: hours down the side; a drop on a time slot starts an appointment there (an
// all-day one stays all day, on that date).
import "@mantine/schedule/styles.css";
import { DayView, WeekView } from "@mantine/schedule";
import { appointmentOf, type CalendarViewProps, hoursScroll, useZoneNow } from "./calendar-view-props.ts";
import classes from "./calendar-views.module.css";

export type HoursCalendarProps = CalendarViewProps & { view: "week" | "day" };

export function HoursCalendar({ view, ...props }: HoursCalendarProps) {
  const { date, events, timeZone, locale, labels, canDrag, canDragEvent, onDateChange, onOpen, onDrop } =
    props;
  const now = useZoneNow(timeZone);
  const common = {
    className: classes.view,
    date,
    onDateChange,
    events,
    locale,
    labels,
    withHeader: false,
    getCurrentTime: now,
    startScrollTime: "08:00:00",
    eventDragInterval: 15,
    highlightBusinessHours: true,
    businessHours: ["08:00:00", "18:00:00"] as [string, string],
    scrollAreaProps: hoursScroll,
    withEventsDragAndDrop: canDrag,
    canDragEvent: (event: Parameters<typeof appointmentOf>[0]) => canDragEvent(appointmentOf(event)),
    onEventClick: (event: Parameters<typeof appointmentOf>[0]) => onOpen(appointmentOf(event)),
    onEventDrop: ({ event, newStart }: { event: Parameters<typeof appointmentOf>[0]; newStart: string }) =>
      onDrop({ appointmentId: appointmentOf(event), newStart, onTimeSlot: true }),
  };
  return view === "week" ? <WeekView {...common} firstDayOfWeek={1} /> : <DayView {...common} />;
}
