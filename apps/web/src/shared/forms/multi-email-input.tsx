// Several email addresses in one field (spec 001 §5): each typed address is checked before it is added.
import { TagsInput, type TagsInputProps } from "@mantine/core";
import { useRef, useState } from "react";
import { multiEmailEntryError } from "./rules.ts";

export type MultiEmailInputProps = Omit<
  TagsInputProps,
  "value" | "onChange" | "data" | "searchValue" | "onSearchChange" | "allowDuplicates"
> & {
  value: string[];
  onChange: (value: string[]) => void;
};

export function MultiEmailInput({ value, onChange, error, ...props }: MultiEmailInputProps) {
  const [search, setSearch] = useState("");
  const [entryError, setEntryError] = useState<string | null>(null);
  // TagsInput clears its text right after an addition; a rejected address must stay for correcting.
  const keepText = useRef(false);

  const handleChange = (next: string[]) => {
    // Removing pills needs no check; an addition is the tail of the new list.
    if (next.length <= value.length) {
      setEntryError(null);
      onChange(next);
      return;
    }
    const accepted = [...value];
    for (const candidate of next.slice(value.length)) {
      const message = multiEmailEntryError(candidate, accepted);
      if (message) {
        setEntryError(message);
        setSearch(candidate);
        keepText.current = true;
        // Only the clearing that follows in the same event is ignored.
        queueMicrotask(() => {
          keepText.current = false;
        });
        onChange(accepted);
        return;
      }
      accepted.push(candidate.trim());
    }
    setEntryError(null);
    onChange(accepted);
  };

  return (
    <TagsInput
      {...props}
      value={value}
      onChange={handleChange}
      searchValue={search}
      onSearchChange={(next) => {
        if (keepText.current && next === "") {
          keepText.current = false;
          return;
        }
        keepText.current = false;
        setSearch(next);
        if (entryError) setEntryError(null);
      }}
      allowDuplicates
      splitChars={[",", ";", " "]}
      error={entryError ?? error}
    />
  );
}
