// Adding a participant: personnel (filtered here) and contacts (searched on the server, 300 ms after the
// last key) as they are typed, or the typed name itself.
import { Combobox, Loader, ScrollArea, Stack, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUserPlus } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useCalendarPeople } from "../api/list-calendar-people.ts";
import { useParticipantContacts } from "../api/search-contacts.ts";

export const participantSearchDelayMs = 300;

export type PickedParticipant = { name: string; email: string | null; phoneNumber: string | null };

export type ParticipantPickerProps = {
  onPick: (participant: PickedParticipant) => void;
  /** Emails already taking part (any case): not offered again. */
  taken: readonly string[];
};

type Choice = PickedParticipant & { value: string; detail: string };

const detailOf = (email: string | null, phone: string | null) => [email, phone].filter(Boolean).join(" · ");

export function ParticipantPicker({ onPick, taken }: ParticipantPickerProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const text = search.trim();
  const [debounced] = useDebouncedValue(text, participantSearchDelayMs);
  const people = useCalendarPeople();
  const contacts = useParticipantContacts(debounced);

  const takenEmails = useMemo(() => new Set(taken.map((email) => email.toLowerCase())), [taken]);
  const free = (email: string | null) => !email || !takenEmails.has(email.toLowerCase());
  const needle = text.toLowerCase();

  const personnel: Choice[] = (people.data ?? [])
    .filter((person) => free(person.email))
    .filter((person) => !needle || `${person.name} ${person.email}`.toLowerCase().includes(needle))
    .slice(0, 6)
    .map((person) => ({
      value: `person:${person.id}`,
      name: person.name,
      email: person.email,
      phoneNumber: null,
      detail: person.email,
    }));
  const found: Choice[] = (text && debounced ? (contacts.data ?? []) : [])
    .filter((contact) => free(contact.email))
    .slice(0, 6)
    .map((contact) => ({
      value: `contact:${contact.id}`,
      name: contact.name,
      email: contact.email,
      phoneNumber: contact.phone,
      detail: detailOf(contact.email, contact.phone),
    }));
  const typed: Choice[] = text
    ? [{ value: "typed", name: text, email: null, phoneNumber: null, detail: "" }]
    : [];
  const choices = new Map([...personnel, ...found, ...typed].map((choice) => [choice.value, choice]));

  const pick = (value: string) => {
    const choice = choices.get(value);
    if (!choice) return;
    onPick({ name: choice.name, email: choice.email, phoneNumber: choice.phoneNumber });
    setSearch("");
    combobox.closeDropdown();
  };

  const option = (choice: Choice, label: ReactNode = choice.name) => (
    <Combobox.Option value={choice.value} key={choice.value}>
      <Stack gap={0}>
        <Text size="sm">{label}</Text>
        {choice.detail ? (
          <Text size="xs" c="dimmed">
            {choice.detail}
          </Text>
        ) : null}
      </Stack>
    </Combobox.Option>
  );

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target>
        <TextInput
          label={t("appointments.addParticipant")}
          placeholder={t("appointments.addParticipantPlaceholder")}
          value={search}
          leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          rightSection={contacts.isFetching ? <Loader size={14} aria-hidden="true" /> : undefined}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter adds what is highlighted, else what was typed; it never submits the appointment.
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (combobox.getSelectedOptionIndex() < 0 && text) pick("typed");
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={choices.size === 0 && !text}>
        <Combobox.Options>
          <ScrollArea.Autosize mah={280} type="scroll">
            {personnel.length > 0 ? (
              <Combobox.Group label={t("appointments.personnel")}>
                {personnel.map((item) => option(item))}
              </Combobox.Group>
            ) : null}
            {found.length > 0 ? (
              <Combobox.Group label={t("appointments.contacts")}>
                {found.map((item) => option(item))}
              </Combobox.Group>
            ) : null}
            {typed.map((item) => option(item, t("appointments.addTyped", { name: item.name })))}
            {choices.size === 0 ? <Combobox.Empty>{t("appointments.nothingFound")}</Combobox.Empty> : null}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
