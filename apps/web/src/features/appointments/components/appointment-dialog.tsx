// The appointment editor (spec 000 §4 "Appointment edit") as a dialog, for a deal's tab and the calendar:
// a new appointment opens in edit mode; an existing one in view, then Edit, then Save or Cancel; a saved
// new one then shows as existing. Closing with unsaved changes asks first; a failed delete is undone.
import { Button, Group, Stack } from "@mantine/core";
import type { Appointment } from "@portal/contract";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreateDealAppointment } from "../api/create-deal-appointment.ts";
import { useDeleteAppointment } from "../api/delete-appointment.ts";
import { getAppointmentQueryOptions } from "../api/get-appointment.ts";
import { useUpdateAppointment } from "../api/update-appointment.ts";
import type { AppointmentBody } from "../appointment-values.ts";
import { AppointmentForm } from "./appointment-form.tsx";
import { AppointmentView } from "./appointment-view.tsx";

/** What the editor opens: a new appointment for a deal, or one that exists. */
export type AppointmentTarget =
  | { kind: "new"; dealId: string }
  | { kind: "existing"; appointment: Appointment };

export type AppointmentDialogProps = {
  /** What is open; null when closed. A new target (another object) starts the editor afresh. */
  target: AppointmentTarget | null;
  /** The zone times are shown in and all-day dates are placed in: the account's, else the browser's. */
  timeZone: string;
  /** May not book, change or delete (no permission). An archived deal's appointment is read-only anyway. */
  readOnly: boolean;
  onClose: () => void;
  /** After a save (the appointment as the server answered). */
  onSaved?: (appointment: Appointment) => void;
  /** After a delete went through. */
  onDeleted?: (appointmentId: string) => void;
  /** More for the view mode (the calendar: the deal's workflow and link). */
  renderExtra?: (appointment: Appointment) => ReactNode;
};

type Mode = "view" | "edit";
type State = { target: AppointmentTarget | null; current: Appointment | null; mode: Mode };

const stateOf = (target: AppointmentTarget | null): State => ({
  target,
  current: target?.kind === "existing" ? target.appointment : null,
  mode: target?.kind === "existing" ? "view" : "edit",
});

export function AppointmentDialog({
  target,
  timeZone,
  readOnly,
  onClose,
  onSaved,
  onDeleted,
  renderExtra,
}: AppointmentDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateDealAppointment();
  const update = useUpdateAppointment();
  const remove = useDeleteAppointment();
  const [state, setState] = useState<State>(() => stateOf(target));
  // A new target starts afresh; closing (null) keeps what was shown while the dialog fades out.
  const fresh = target !== null && state.target !== target;
  if (fresh) setState(stateOf(target));
  const { current, mode } = fresh ? stateOf(target) : state;
  const shown = fresh ? target : state.target;
  const locked = readOnly || (current?.context.deal?.isArchived ?? false);

  const show = (appointment: Appointment) => setState({ target: shown, current: appointment, mode: "view" });

  const save = async (body: AppointmentBody) => {
    if (!current) {
      if (shown?.kind !== "new") return;
      const created = await create.mutateAsync({ dealId: shown.dealId, body });
      showSuccessToast(t("appointments.created"));
      show(created);
      onSaved?.(created);
      return;
    }
    try {
      const saved = await update.mutateAsync({
        appointmentId: current.id,
        body: { ...body, version: current.version },
      });
      showSuccessToast(t("appointments.saved"));
      show(saved);
      onSaved?.(saved);
    } catch (error) {
      if (!hasStatus(error, 409)) throw error;
      // Someone changed it first (spec 000 §4): the spec's toast, and what is there now.
      showErrorToast(t("appointments.conflictMessage"), t("appointments.conflictTitle"));
      const latest = await queryClient
        .fetchQuery({ ...getAppointmentQueryOptions(current.id), staleTime: 0 })
        .catch(() => null);
      show(latest ?? current);
    }
  };

  const confirmDelete = (appointment: Appointment) =>
    openConfirm({
      title: t("appointments.deleteTitle"),
      message: t("appointments.deleteConfirm", { title: appointment.title }),
      confirmLabel: t("appointments.delete"),
      danger: true,
      onConfirm: () => {
        // It leaves the list at once; the list takes it back if the delete fails.
        onClose();
        remove
          .mutateAsync(appointment.id)
          .then(() => {
            showSuccessToast(t("appointments.deleted"));
            onDeleted?.(appointment.id);
          })
          .catch(() => {});
      },
    });

  const title =
    mode === "view" && current
      ? current.title
      : current
        ? t("appointments.editTitle")
        : t("appointments.newTitle");

  return (
    <FormModal opened={target !== null} onClose={onClose} title={title} size="lg">
      {shown === null ? null : mode === "edit" && !locked ? (
        <AppointmentForm
          appointment={current}
          timeZone={timeZone}
          saving={create.isPending || update.isPending}
          onSave={save}
          onCancel={() => (current ? show(current) : onClose())}
        />
      ) : current ? (
        <Stack gap="lg">
          <AppointmentView appointment={current} timeZone={timeZone} extra={renderExtra?.(current)} />
          {locked ? null : (
            <Group justify="space-between" gap="sm">
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => confirmDelete(current)}
              >
                {t("appointments.delete")}
              </Button>
              <Button
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => setState({ target: shown, current, mode: "edit" })}
              >
                {t("appointments.edit")}
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </FormModal>
  );
}
