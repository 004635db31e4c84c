import type { Appointment } from "@portal/contract";
import type { TemporalData } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { appointmentKeys } from "./appointment-keys.ts";
import {
  replaceInAppointmentLists,
  restoreAppointmentLists,
  snapshotAppointmentLists,
} from "./appointment-lists.ts";
import { putAppointment } from "./update-appointment.ts";

export type MoveAppointmentInput = { appointment: Appointment; temporalData: TemporalData };

/** The whole appointment as it is, at a new time, with the version it was read at. */
function movedBody({ appointment, temporalData }: MoveAppointmentInput) {
  return {
    title: appointment.title,
    location: appointment.location,
    description: appointment.description,
    temporalData,
    participants: appointment.participants,
    version: appointment.version,
  };
}

/**
 * Moving an appointment on the calendar (a drag): it shows at its new time in every list at once and
 * goes back if the change fails (ARCHITECTURE.md: snapshot in onMutate, restore in onError). A 409
 * (someone changed it first) is the caller's to word; other failures the api client words.
 */
export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveAppointmentInput) =>
      putAppointment({ appointmentId: input.appointment.id, body: movedBody(input) }),
    onMutate: async ({ appointment, temporalData }) => {
      const snapshot = await snapshotAppointmentLists(queryClient);
      replaceInAppointmentLists(queryClient, { ...appointment, temporalData });
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) restoreAppointmentLists(queryClient, context.snapshot);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.one(saved.id), saved);
      replaceInAppointmentLists(queryClient, saved);
    },
    // It may have left the range read, or moved past others in it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}
