import type { ScheduleLabelsOverride } from "@mantine/schedule";
import type { TFunction } from "../../../shared/i18n/translator.ts";

/** The schedule's own words (its header, slots, "+2 more") in the interface language. */
export function scheduleLabels(t: TFunction): ScheduleLabelsOverride {
  const label = (key: string) => t(`calendar.labels.${key}`);
  return {
    day: label("day"),
    week: label("week"),
    month: label("month"),
    year: label("year"),
    allDay: label("allDay"),
    weekday: label("weekday"),
    timeSlot: label("timeSlot"),
    today: label("today"),
    next: label("next"),
    previous: label("previous"),
    more: label("more"),
    selectMonth: label("selectMonth"),
    selectYear: label("selectYear"),
    switchToDayView: label("switchToDayView"),
    switchToWeekView: label("switchToWeekView"),
    switchToMonthView: label("switchToMonthView"),
    switchToYearView: label("switchToYearView"),
    viewSelectLabel: label("viewSelectLabel"),
    noEvents: label("noEvents"),
    moreLabel: (count: number) => t("calendar.labels.moreLabel", { count }),
    resource: label("resource"),
    resources: label("resources"),
    resourceSlot: label("resourceSlot"),
    agenda: label("agenda"),
  };
}
