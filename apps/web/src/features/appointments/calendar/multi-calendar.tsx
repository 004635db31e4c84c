// Multi (spec 000 §2): one day, a lane per person (the toolbar's Today, Back and Next move it by a day).
import "@mantine/schedule/styles.css";
import { ResourcesDayView, type ScheduleResourceData } from "@mantine/schedule";
import { appointmentOf, type CalendarViewProps, useZoneNow } from "./calendar-view-props.ts";
import classes from "./calendar-views.module.css";

export type MultiCalendarProps = CalendarViewProps & { lanes: ScheduleResourceData[] };

export function MultiCalendar({
  date,
  events,
  lanes,
  timeZone,
  locale,
  labels,
  canDrag,
  canDragEvent,
  onDateChange,
  onOpen,
  onDrop,
}: MultiCalendarProps) {
  const now = useZoneNow(timeZone);
  return (
    <ResourcesDayView
      className={classes.view}
      date={date}
      onDateChange={onDateChange}
      resources={lanes}
      events={events}
      locale={locale}
      labels={labels}
      withHeader={false}
      getCurrentTime={now}
      startScrollTime="08:00:00"
      withEventsDragAndDrop={canDrag}
      canDragEvent={(event) => canDragEvent(appointmentOf(event))}
      eventDragInterval={15}
      maxEventsPerTimeSlot={3}
      onEventClick={(event) => onOpen(appointmentOf(event))}
      onEventDrop={({ event, newStart }) =>
        onDrop({ appointmentId: appointmentOf(event), newStart, onTimeSlot: true })
      }
    />
  );
}
