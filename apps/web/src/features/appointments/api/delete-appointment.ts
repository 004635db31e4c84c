import { deleteAppointment } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";
import {
  restoreAppointmentLists,
  snapshotAppointmentLists,
  updateAppointmentLists,
} from "./appointment-lists.ts";

export function sendDeleteAppointment(appointmentId: string): Promise<{ ok: true }> {
  return callApi(deleteAppointment, { params: { id: appointmentId } });
}

/**
 * Deleting leaves every list at once (spec 000 §4: a failed delete is undone locally): the lists are
 * snapshotted first and put back if the call fails; the api client words the failure.
 */
export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDeleteAppointment,
    onMutate: async (appointmentId: string) => {
      const snapshot = await snapshotAppointmentLists(queryClient);
      updateAppointmentLists(queryClient, (list) => list.filter((item) => item.id !== appointmentId));
      return { snapshot };
    },
    onError: (_error, _appointmentId, context) => {
      if (context) restoreAppointmentLists(queryClient, context.snapshot);
    },
    onSuccess: (_answer, appointmentId) =>
      queryClient.removeQueries({ queryKey: appointmentKeys.one(appointmentId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}
