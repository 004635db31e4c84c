// The editor's participants: each with a name (required), email (validated), phone and answer.
import { ActionIcon, Card, Group, Input, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { appointmentParticipantsMaxCount } from "@portal/contract";
import { type ParticipantStatus, participantStatuses } from "@portal/domain";
import { IconTrash } from "@tabler/icons-react";
import type { AppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { type AppointmentValues, participantValues } from "../appointment-values.ts";
import { ParticipantPicker } from "./participant-picker.tsx";

export type ParticipantsFieldProps = { form: AppForm<AppointmentValues> };

export function ParticipantsField({ form }: ParticipantsFieldProps) {
  const { t } = useTranslation();
  const participants = form.values.participants;
  const full = participants.length >= appointmentParticipantsMaxCount;

  return (
    <Stack gap="xs" role="group" aria-labelledby="appointment-participants">
      <Input.Label labelElement="div" id="appointment-participants">
        {t("appointments.participants")}
      </Input.Label>
      {participants.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("appointments.noParticipants")}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
          {participants.map((participant, index) => {
            const label =
              participant.name.trim() || t("appointments.participantLabel", { number: index + 1 });
            return (
              <Card key={participant.key} component="li" withBorder padding="sm" aria-label={label}>
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                    <TextInput
                      label={t("appointments.participantName")}
                      withAsterisk
                      maxLength={200}
                      {...form.getInputProps(`participants.${index}.name`)}
                    />
                    <Select
                      label={t("appointments.participantStatus")}
                      allowDeselect={false}
                      data={participantStatuses.map((status) => ({
                        value: status,
                        label: t(`appointments.statuses.${status}`),
                      }))}
                      {...form.getInputProps(`participants.${index}.status`)}
                      onChange={(value) => {
                        if (value)
                          form.setFieldValue(`participants.${index}.status`, value as ParticipantStatus);
                      }}
                    />
                    <TextInput
                      type="email"
                      label={t("appointments.participantEmail")}
                      maxLength={255}
                      {...form.getInputProps(`participants.${index}.email`)}
                    />
                    <TextInput
                      type="tel"
                      label={t("appointments.participantPhone")}
                      maxLength={40}
                      {...form.getInputProps(`participants.${index}.phoneNumber`)}
                    />
                  </SimpleGrid>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={t("appointments.removeParticipant", { name: label })}
                    onClick={() => form.removeListItem("participants", index)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      {full ? null : (
        <ParticipantPicker
          taken={participants.map((participant) => participant.email).filter(Boolean)}
          onPick={(picked) =>
            form.insertListItem(
              "participants",
              participantValues({
                name: picked.name,
                email: picked.email ?? "",
                phoneNumber: picked.phoneNumber ?? "",
              }),
            )
          }
        />
      )}
    </Stack>
  );
}
