// The editor in edit mode (spec 000 §4 "Appointment edit"): title, when, location, description and
// participants; Save or Cancel. Closing the dialog with changes asks first (the FormModal's guard).
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { type Appointment, appointmentTitleMaxLength } from "@portal/contract";
import { email, required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { confirmDiscardChanges } from "../../../shared/ui/confirm.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import {
  type AppointmentBody,
  type AppointmentValues,
  appointmentBody,
  appointmentValues,
} from "../appointment-values.ts";
import { type TemporalFieldName, temporalFieldMap, temporalInputProblem } from "../temporal-fields.ts";
import { ParticipantsField } from "./participants-field.tsx";
import { WhenFields } from "./when-fields.tsx";

export type AppointmentFormProps = {
  /** The appointment being changed, or null for a new one. */
  appointment: Appointment | null;
  /** The viewer's zone: a new appointment's, and where dates made timed are placed. */
  timeZone: string;
  saving: boolean;
  /** Saves; a rejection with a 422 answer lands on the fields. */
  onSave: (body: AppointmentBody) => Promise<unknown>;
  /** Cancel, once any changes are confirmed lost. */
  onCancel: () => void;
};

export function AppointmentForm({ appointment, timeZone, saving, onSave, onCancel }: AppointmentFormProps) {
  const { t } = useTranslation();
  const when = (input: TemporalFieldName, label: string) => (value: string, values: AppointmentValues) => {
    if (input.endsWith("Time") && values.allDay) return null;
    if (!value) return t("forms.requiredWithLabel", { label });
    const problem = temporalInputProblem(values);
    return problem?.input === input ? t(`errors.${problem.code}`) : null;
  };
  const form = useAppForm<AppointmentValues>({
    initialValues: appointmentValues(appointment, timeZone),
    fields: {
      title: { kind: "text", maxLength: appointmentTitleMaxLength },
      location: { kind: "text", maxLength: 500 },
      description: { kind: "text", maxLength: 5000 },
    },
    validate: {
      title: required(t("appointments.title")),
      startDate: when("startDate", t("appointments.startDate")),
      startTime: when("startTime", t("appointments.startTime")),
      endDate: when("endDate", t("appointments.endDate")),
      endTime: when("endTime", t("appointments.endTime")),
      participants: {
        name: required(t("appointments.participantName")),
        email: email(t("errors.INVALID_EMAIL")),
      },
    },
  });
  const dirty = form.isDirty();
  const requestClose = useFormModalGuard(dirty);

  const submit = async (values: AppointmentValues) => {
    const body = appointmentBody(values, appointment?.temporalData.type);
    if (!body) return;
    try {
      await onSave(body);
      form.resetDirty();
    } catch (error) {
      form.refuseServer(error, temporalFieldMap(values.allDay));
    }
  };

  // Cancel on a new appointment closes the dialog; on one being changed it goes back to its view.
  const cancel = () => {
    if (!appointment) requestClose();
    else if (dirty) confirmDiscardChanges(onCancel);
    else onCancel();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={t("appointments.title")}
          withAsterisk
          data-autofocus
          maxLength={appointmentTitleMaxLength}
          {...form.getInputProps("title")}
        />
        <WhenFields form={form} timeZone={timeZone} />
        <TextInput label={t("appointments.location")} maxLength={500} {...form.getInputProps("location")} />
        <Textarea
          label={t("appointments.description")}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={5000}
          {...form.getInputProps("description")}
        />
        <ParticipantsField form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("appointments.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
