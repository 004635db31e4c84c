// The editor's "when": the all-day switch, then dates (all day) or dates and times (timed), as native
// inputs (no date-picker library on the deal page).
import { SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AppForm } from "../../../shared/forms/use-app-form.ts";
import type { AppointmentValues } from "../appointment-values.ts";
import { moveStart, type TemporalFields, toggleAllDay } from "../temporal-fields.ts";

export type WhenFieldsProps = {
  form: AppForm<AppointmentValues>;
  /** The viewer's zone: where dates made timed are placed. */
  timeZone: string;
};

export function WhenFields({ form, timeZone }: WhenFieldsProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const set = (next: TemporalFields) => {
    form.setValues(next);
    // The inputs changed under any error they showed: check them again.
    for (const key of ["startDate", "startTime", "endDate", "endTime"] as const)
      if (form.errors[key]) form.validateField(key);
  };
  const onStart = (key: "startDate" | "startTime") => (event: ChangeEvent<HTMLInputElement>) =>
    set(moveStart(values, { [key]: event.currentTarget.value }));
  const zones = [...new Set([values.startZone, values.endZone])].filter((zone) => zone !== timeZone);

  return (
    <Stack gap="xs">
      <Switch
        label={t("appointments.allDay")}
        checked={values.allDay}
        onChange={(event) => set(toggleAllDay(values, event.currentTarget.checked, timeZone))}
      />
      {values.allDay ? (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t("appointments.startDate")}
            withAsterisk
            max="9999-12-31"
            {...form.getInputProps("startDate")}
            onChange={onStart("startDate")}
          />
          <TextInput
            type="date"
            label={t("appointments.endDate")}
            withAsterisk
            max="9999-12-31"
            {...form.getInputProps("endDate")}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t("appointments.startDate")}
            withAsterisk
            max="9999-12-31"
            {...form.getInputProps("startDate")}
            onChange={onStart("startDate")}
          />
          <TextInput
            type="time"
            label={t("appointments.startTime")}
            withAsterisk
            {...form.getInputProps("startTime")}
            onChange={onStart("startTime")}
          />
          <TextInput
            type="date"
            label={t("appointments.endDate")}
            withAsterisk
            max="9999-12-31"
            {...form.getInputProps("endDate")}
          />
          <TextInput
            type="time"
            label={t("appointments.endTime")}
            withAsterisk
            {...form.getInputProps("endTime")}
          />
        </SimpleGrid>
      )}
      {!values.allDay && zones.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t("appointments.zoneNote", { zone: zones.join(", ") })}
        </Text>
      ) : null}
    </Stack>
  );
}
