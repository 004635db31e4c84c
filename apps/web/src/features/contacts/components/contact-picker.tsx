// A contact chosen by server search (spec 001 §9: 400 ms pause), with "Create contact “…”" for people
// allowed to add contacts; the new contact is chosen at once.
import { Loader, Select, type SelectProps, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Contact } from "@portal/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import { getContactQueryOptions } from "../api/get-contact.ts";
import { getContactsQueryOptions } from "../api/list-contacts.ts";
import type { ContactAddDialogProps } from "./contact-add-dialog.tsx";

// Adding a contact (its dialog and form) loads when the page is idle.
const addDialog = deferredPart<ContactAddDialogProps>(
  async () => (await import("./contact-add-dialog.tsx")).ContactAddDialog,
);

export const contactSearchDelayMs = 400;
const createValue = "__create__";

export type PickedContact = { id: string; name: string; email: string | null; phone: string | null };

export type ContactPickerProps = {
  label: string;
  value: string | null;
  onChange: (contact: PickedContact | null) => void;
  /** What is known of the chosen contact already (saves a lookup). */
  initialContact?: PickedContact | null;
  canCreate: boolean;
  readOnly?: boolean;
  required?: boolean;
  error?: SelectProps["error"];
  onBlur?: () => void;
};

type Option = { value: string; label: string; detail?: string };

const detailOf = (contact: Pick<PickedContact, "email" | "phone">) =>
  [contact.email, contact.phone].filter(Boolean).join(" · ");

export function ContactPicker({
  label,
  value,
  onChange,
  initialContact,
  canCreate,
  readOnly = false,
  required = false,
  error,
  onBlur,
}: ContactPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [typing, setTyping] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), contactSearchDelayMs);
  const [creating, setCreating] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedContact | null>(initialContact ?? null);
  const results = useQuery({
    ...getContactsQueryOptions(typing ? debounced : ""),
    enabled: !readOnly,
    placeholderData: keepPreviousData,
  });
  const known = picked && picked.id === value ? picked : null;
  const chosen = useQuery({
    ...getContactQueryOptions(value ?? ""),
    enabled: value !== null && known === null,
  });
  const current: PickedContact | null = known ?? (chosen.data && value ? chosen.data : null);

  const options = useMemo(() => {
    const list: Option[] = (results.data ?? []).map((contact) => ({
      value: contact.id,
      label: contact.name,
      detail: detailOf(contact),
    }));
    if (current && !list.some((option) => option.value === current.id)) {
      list.unshift({ value: current.id, label: current.name, detail: detailOf(current) });
    }
    const text = search.trim();
    if (canCreate && typing && text) {
      list.push({ value: createValue, label: t("dealDetail.createContact", { name: text }) });
    }
    return list;
  }, [results.data, current, canCreate, typing, search, t]);
  const matched = useMemo(() => new Set((results.data ?? []).map((contact) => contact.id)), [results.data]);
  const details = useMemo(() => new Map(options.map((option) => [option.value, option.detail])), [options]);

  const choose = (next: string | null) => {
    if (next === createValue) {
      setCreating(search.trim());
      return;
    }
    setTyping(false);
    if (next === null) {
      setPicked(null);
      onChange(null);
      return;
    }
    const contact = results.data?.find((item) => item.id === next) ?? (current?.id === next ? current : null);
    if (contact) {
      const summary = { id: contact.id, name: contact.name, email: contact.email, phone: contact.phone };
      setPicked(summary);
      onChange(summary);
    }
  };

  const created = (contact: Contact) => {
    setCreating(null);
    setTyping(false);
    const summary = { id: contact.id, name: contact.name, email: contact.email, phone: contact.phone };
    setPicked(summary);
    setSearch(contact.name);
    onChange(summary);
  };

  return (
    <>
      <Select
        label={label}
        required={required}
        withAsterisk={required}
        readOnly={readOnly}
        searchable={!readOnly}
        clearable={!readOnly}
        data={options}
        value={value}
        onChange={choose}
        searchValue={search}
        onSearchChange={(next) => {
          setSearch(next);
          // Mantine writes the chosen label into the search; only what a person types is a search.
          setTyping(next !== (current?.name ?? ""));
        }}
        // The server searched already; the chosen contact stays in the data (so its name shows) but is
        // offered while typing only when it matches.
        filter={({ options: all }) =>
          typing
            ? all.filter(
                (option) => !("value" in option) || option.value !== current?.id || matched.has(option.value),
              )
            : all
        }
        placeholder={readOnly ? undefined : t("dealDetail.contactPlaceholder")}
        nothingFoundMessage={results.isFetching ? t("common.loading") : t("dealDetail.noContacts")}
        rightSection={results.isFetching && typing ? <Loader size={14} aria-hidden="true" /> : undefined}
        description={current && detailOf(current) ? detailOf(current) : undefined}
        inputWrapperOrder={["label", "input", "description", "error"]}
        error={error}
        onBlur={onBlur}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => {
          const detail = details.get(option.value);
          return (
            <Stack gap={0}>
              <Text size="sm" fw={option.value === createValue ? 600 : undefined}>
                {option.label}
              </Text>
              {detail ? (
                <Text size="xs" c="dimmed">
                  {detail}
                </Text>
              ) : null}
            </Stack>
          );
        }}
      />
      <DeferredDialog
        part={addDialog}
        props={{
          opened: creating !== null,
          initialName: creating ?? "",
          onClose: () => setCreating(null),
          onCreated: created,
        }}
      />
    </>
  );
}
