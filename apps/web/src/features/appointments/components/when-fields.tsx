// The editor's "when": the all-day switch, then dates (all day) or dates and times (timed), as native
// inputs (no date-picker library on the deal page).
import { SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { ChangeEvent } from "react";
import type { AppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { AppointmentValues } from "../appointment-values.ts";
import { browserTimeZone } from "../display-time-zone.ts";
import { moveStart, type TemporalFieldName, type TemporalFields, toggleAllDay } from "../temporal-fields.ts";

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
  // The zone the times are in, said whenever it is not the browser's own (the account's zone, say,
  // for someone working from elsewhere), so no time is read in the wrong zone.
  const here = browserTimeZone();
  const zones = [...new Set([values.startZone, values.endZone])].filter((zone) => zone !== here);

  return (
    <Stack gap="xs">
      <Switch
        label={t("appointments.allDay")}
        checked={values.allDay}
        onChange={(event) => set(toggleAllDay(values, event.currentTarget.checked, timeZone))}
      />
      <SimpleGrid cols={2} spacing="sm">
        <WhenRow
          form={form}
          side="start"
          withTime={!values.allDay}
          onChange={(change) => set(moveStart(values, change))}
        />
        <WhenRow form={form} side="end" withTime={!values.allDay} />
      </SimpleGrid>
      {!values.allDay && zones.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t("appointments.zoneNote", { zone: zones.join(", ") })}
        </Text>
      ) : null}
    </Stack>
  );
}

type WhenRowProps = {
  form: AppForm<AppointmentValues>;
  side: "start" | "end";
  withTime: boolean;
  /** Given for the start, whose change moves the end with it; the end's inputs change only themselves. */
  onChange?: (change: Partial<Record<TemporalFieldName, string>>) => void;
};

/** One end of the span: its date, then its time unless all day, as cells of the parent's two-column grid. */
function WhenRow({ form, side, withTime, onChange }: WhenRowProps) {
  const { t } = useTranslation();
  const dateKey = `${side}Date` as const;
  const timeKey = `${side}Time` as const;
  const changing = (key: TemporalFieldName) =>
    onChange
      ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.currentTarget.value }) }
      : {};
  return (
    <>
      <TextInput
        type="date"
        label={t(`appointments.${dateKey}`)}
        withAsterisk
        max="9999-12-31"
        {...form.getInputProps(dateKey)}
        {...changing(dateKey)}
      />
      {withTime ? (
        <TextInput
          type="time"
          label={t(`appointments.${timeKey}`)}
          withAsterisk
          {...form.getInputProps(timeKey)}
          {...changing(timeKey)}
        />
      ) : null}
    </>
  );
}
