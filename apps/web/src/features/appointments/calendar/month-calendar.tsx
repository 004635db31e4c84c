// Single's month (the default view, so part of the page's own chunk): a six-week grid; a drop on a day
// moves an appointment there, keeping its times.
import "@mantine/schedule/styles.css";
import { MonthView } from "@mantine/schedule";
import { appointmentOf, type CalendarViewProps } from "./calendar-view-props.ts";
import classes from "./calendar-views.module.css";

export function MonthCalendar(props: CalendarViewProps) {
  const { date, events, locale, labels, canDrag, canDragEvent, onDateChange, onDayOpen, onOpen, onDrop } =
    props;
  return (
    <MonthView
      className={classes.view}
      date={date}
      onDateChange={onDateChange}
      events={events}
      locale={locale}
      labels={labels}
      firstDayOfWeek={1}
      withHeader={false}
      maxEventsPerDay={3}
      withEventsDragAndDrop={canDrag}
      canDragEvent={(event) => canDragEvent(appointmentOf(event))}
      onDayClick={(day) => onDayOpen(day)}
      onEventClick={(event) => onOpen(appointmentOf(event))}
      onEventDrop={({ event, newStart }) =>
        onDrop({ appointmentId: appointmentOf(event), newStart, onTimeSlot: false })
      }
    />
  );
}
