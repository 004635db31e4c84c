import { type Appointment, type UpdateAppointmentBody, updateAppointment } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";
import { replaceInAppointmentLists } from "./appointment-lists.ts";

export type UpdateAppointmentInput = { appointmentId: string; body: UpdateAppointmentBody };

export function putAppointment({ appointmentId, body }: UpdateAppointmentInput): Promise<Appointment> {
  // A stale version (409) is not a server fault: the editor shows the spec's conflict toast instead.
  return callApi(updateAppointment, { params: { id: appointmentId }, body, quietStatuses: [409] });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAppointment,
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.one(saved.id), saved);
      replaceInAppointmentLists(queryClient, saved);
    },
    // A new start may move it in a list (or out of a calendar's range).
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}
