// Above the schedule: Back, Next and Today (spec 000 §2), what is shown in words, and in Single the view.
import { ActionIcon, Button, Group, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { SegmentedRadios } from "../../../shared/ui/segmented-radios.tsx";
import { type CalendarMode, type CalendarView, periodLabel, stepDate } from "./calendar-search.ts";

export type CalendarToolbarProps = {
  date: string;
  view: CalendarView;
  mode: CalendarMode;
  today: string;
  onDateChange: (date: string) => void;
  onViewChange: (view: CalendarView) => void;
  /** Loading, or nothing to show: said beside what is shown. */
  status?: ReactNode;
};

export function CalendarToolbar({
  date,
  view,
  mode,
  today,
  onDateChange,
  onViewChange,
  status,
}: CalendarToolbarProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("calendar.labels.previous")}
          onClick={() => onDateChange(stepDate(date, view, mode, -1))}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("calendar.labels.next")}
          onClick={() => onDateChange(stepDate(date, view, mode, 1))}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
        <Button variant="default" onClick={() => onDateChange(today)}>
          {t("calendar.labels.today")}
        </Button>
        <Title order={2} size="h4" aria-live="polite">
          {periodLabel(date, view, mode, i18n.language)}
        </Title>
        {status}
      </Group>
      {mode === "single" ? (
        <SegmentedRadios<CalendarView>
          aria-label={t("calendar.labels.viewSelectLabel")}
          value={view}
          onChange={onViewChange}
          data={[
            { value: "month", label: t("calendar.labels.month") },
            { value: "week", label: t("calendar.labels.week") },
            { value: "day", label: t("calendar.labels.day") },
          ]}
        />
      ) : null}
    </Group>
  );
}
