import { TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { dayjs } from "../../../shared/i18n/dayjs.ts";
import { formatShortDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type DayInputProps = {
  label: string;
  /** YYYY-MM-DD or "". */
  value: string;
  onChange: (value: string) => void;
};

// Day and month with or without a leading zero; strict, so 31/2/2025 is refused rather than rolled over.
const typedDay = ["D/M/YYYY", "DD/MM/YYYY", "D/MM/YYYY", "DD/M/YYYY"];

/** "dd/mm/yyyy" → "yyyy-mm-dd", or null when it is not a real day. */
export function parseDay(text: string): string | null {
  const day = dayjs(text.trim(), typedDay, true);
  return day.isValid() && day.year() >= 1900 ? day.format("YYYY-MM-DD") : null;
}

/** A day typed the en-AU way (dd/mm/yyyy) whatever the browser's language; it reports ISO days. */
export function DayInput({ label, value, onChange }: DayInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatShortDate(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    // A new value from outside (Back, a preset, Clear filters) replaces what is typed.
    setText((current) => (parseDay(current) === value ? current : formatShortDate(value)));
    setInvalid(false);
  }, [value]);
  const change = (next: string) => {
    setText(next);
    if (next.trim() === "") return onChange("");
    const day = parseDay(next);
    if (day) {
      setInvalid(false);
      onChange(day);
    }
  };
  return (
    <TextInput
      size="xs"
      label={label}
      placeholder={t("boardFilters.datePlaceholder")}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => setInvalid(text.trim() !== "" && parseDay(text) === null)}
      error={invalid ? t("boardFilters.dateInvalid") : undefined}
      inputMode="numeric"
      w={130}
    />
  );
}
