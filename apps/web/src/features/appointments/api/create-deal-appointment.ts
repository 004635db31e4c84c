import { type Appointment, type CreateAppointmentBody, createDealAppointment } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { appointmentKeys } from "./appointment-keys.ts";

export type CreateDealAppointmentInput = { dealId: string; body: CreateAppointmentBody };

export function postDealAppointment({ dealId, body }: CreateDealAppointmentInput): Promise<Appointment> {
  return callApi(createDealAppointment, { params: { id: dealId }, body });
}

export function useCreateDealAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDealAppointment,
    onSuccess: (created) => queryClient.setQueryData(appointmentKeys.one(created.id), created),
    // Lists are ordered by start on the server: read them again rather than guess the place.
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}
