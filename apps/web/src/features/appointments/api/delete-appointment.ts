import { type Appointment, deleteAppointment } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";

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
      await queryClient.cancelQueries({ queryKey: appointmentKeys.lists() });
      const snapshot = queryClient.getQueriesData<Appointment[]>({ queryKey: appointmentKeys.lists() });
      queryClient.setQueriesData<Appointment[]>({ queryKey: appointmentKeys.lists() }, (list) =>
        list?.filter((item) => item.id !== appointmentId),
      );
      return { snapshot };
    },
    onError: (_error, _appointmentId, context) => {
      for (const [key, list] of context?.snapshot ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: (_answer, appointmentId) =>
      queryClient.removeQueries({ queryKey: appointmentKeys.one(appointmentId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}
