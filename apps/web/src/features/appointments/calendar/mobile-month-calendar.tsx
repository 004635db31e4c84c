// Single's month on a phone: a compact grid with dots, the chosen day's appointments listed under it.
import "@mantine/schedule/styles.css";
import { MobileMonthView } from "@mantine/schedule";
import { appointmentOf, type CalendarViewProps } from "./calendar-view-props.ts";
import classes from "./calendar-views.module.css";

export function MobileMonthCalendar({
  date,
  events,
  locale,
  labels,
  onDateChange,
  onOpen,
}: CalendarViewProps) {
  return (
    <MobileMonthView
      className={classes.view}
      date={date}
      selectedDate={date}
      onSelectedDateChange={(day) => day && onDateChange(day)}
      onDateChange={onDateChange}
      events={events}
      locale={locale}
      labels={labels}
      firstDayOfWeek={1}
      withOutsideDays
      eventsHeaderFormat="dddd, D MMMM"
      onEventClick={(event) => onOpen(appointmentOf(event))}
      renderHeader={() => null}
    />
  );
}
