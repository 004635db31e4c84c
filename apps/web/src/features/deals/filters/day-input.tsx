import { TextInput } from "@mantine/core";
import { format, isValid, parse } from "date-fns";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatShortDate } from "../../../shared/i18n/format-date.ts";

export type DayInputProps = {
  label: string;
  /** YYYY-MM-DD or "". */
  value: string;
  onChange: (value: string) => void;
};

/** "dd/mm/yyyy" → "yyyy-mm-dd", or null when it is not a real day. */
export function parseDay(text: string): string | null {
  const day = parse(text.trim(), "d/M/yyyy", new Date(2000, 0, 1));
  return isValid(day) && day.getFullYear() >= 1900 ? format(day, "yyyy-MM-dd") : null;
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
