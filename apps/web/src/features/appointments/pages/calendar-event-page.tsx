// /calendar/{eventId} (spec 000 §2): the appointment as a dialog over the calendar, shown and edited as on
// the deal; closing returns to the calendar as it was (date, view, people). An unknown id goes there too.
import type { Appointment } from "@portal/contract";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { useAppointment } from "../api/get-appointment.ts";
import { AppointmentDialog, type AppointmentTarget } from "../components/appointment-dialog.tsx";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CalendarEventPageProps = {
  timeZone: string;
  /** May not change or delete (no permission); an archived deal's appointment is read-only anyway. */
  readOnly: boolean;
  /** The calendar as it was when the event opened (its query kept). */
  calendarHref: string;
  /** The deal's workflow and link, under the details. */
  renderExtra?: (appointment: Appointment) => ReactNode;
};

export function CalendarEventPage({ timeZone, readOnly, calendarHref, renderExtra }: CalendarEventPageProps) {
  const { eventId = "" } = useParams();
  const valid = uuidPattern.test(eventId);
  const query = useAppointment(eventId, valid);
  const navigate = useNavigate();
  // The dialog opens on the appointment as first read; later reads (after a save) it follows itself.
  const [target, setTarget] = useState<AppointmentTarget | null>(null);
  if (target === null && query.data) setTarget({ kind: "existing", appointment: query.data });
  // Closing unmounts the dialog first, so its unsaved-changes guard (already answered) lets the way back go.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving) void navigate(calendarHref);
  }, [leaving, navigate, calendarHref]);

  if (!valid || query.isError) return <Navigate to={calendarHref} replace />;
  if (leaving) return null;
  return (
    <AppointmentDialog
      target={target}
      timeZone={timeZone}
      readOnly={readOnly}
      onClose={() => setLeaving(true)}
      renderExtra={renderExtra}
    />
  );
}
