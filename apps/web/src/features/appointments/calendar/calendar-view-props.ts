// What every schedule view takes from the page, and the helpers they share.
import type { ScheduleEventData, ScheduleLabelsOverride } from "@mantine/schedule";
import { wallClockOf } from "@portal/domain";
import { useCallback } from "react";
import type { CalendarEvent, CalendarEventPayload } from "./calendar-events.ts";

/** A drop: which appointment, and where the schedule put its start (`YYYY-MM-DD HH:mm:ss`). */
export type CalendarDrop = { appointmentId: string; newStart: string; onTimeSlot: boolean };

export type CalendarViewProps = {
  date: string;
  events: CalendarEvent[];
  timeZone: string;
  locale: string;
  labels: ScheduleLabelsOverride;
  /** May drag appointments to another time (who may change appointments). */
  canDrag: boolean;
  /** Whether this one may be dragged (not one of an archived deal). */
  canDragEvent: (appointmentId: string) => boolean;
  onDateChange: (date: string) => void;
  /** A day chosen on the month: its day view. */
  onDayOpen: (date: string) => void;
  onOpen: (appointmentId: string) => void;
  onDrop: (drop: CalendarDrop) => void;
};

export const appointmentOf = (event: ScheduleEventData) =>
  (event.payload as CalendarEventPayload | undefined)?.appointmentId ?? String(event.id);

/** Now as the display zone's clocks show it (the current-time line). */
export function useZoneNow(timeZone: string) {
  return useCallback(() => {
    const { date, time } = wallClockOf(new Date().toISOString(), timeZone);
    return `${date} ${time}:00`;
  }, [timeZone]);
}

/** The hours scroll inside the view (from 08:00), its day headers staying in sight. */
export const hoursScroll = { h: "min(70dvh, 44rem)" };
