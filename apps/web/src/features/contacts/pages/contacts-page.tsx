import { Button, EmptyState, Group, Loader, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Contact, ContactListItem } from "@portal/contract";
import { IconAddressBook, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useContacts } from "../api/list-contacts.ts";
import { ContactAddForm } from "../components/contact-add-form.tsx";
import { ContactsTable } from "../components/contacts-table.tsx";

/** Spec 001 §9: list filters wait 300 ms after typing. */
const searchDelay = 300;

export type ContactsPageProps = {
  /** The session's contacts.create permission (spec 000 §6). */
  canCreate: boolean;
  contactHref: (contactId: string) => string;
};

/** /contacts (spec 000 §2): the searchable list; the detail route opens as a modal over it. */
export function ContactsPage({ canCreate, contactHref }: ContactsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.get("search") ?? "";
  const [value, setValue] = useState(urlSearch);
  const [debounced] = useDebouncedValue(value.trim(), searchDelay);
  const [adding, setAdding] = useState(false);
  const contacts = useContacts(urlSearch);

  // The search last put in (or read from) the address: only a new settled search changes the address.
  const applied = useRef(urlSearch);

  // Typing settles into the address (replacing it, so Back leaves the page rather than each keystroke).
  useEffect(() => {
    if (applied.current === debounced) return;
    applied.current = debounced;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set("search", debounced);
        else next.delete("search");
        return next;
      },
      { replace: true },
    );
  }, [debounced, setSearchParams]);

  // Back, Forward and links change the address: the box follows.
  useEffect(() => {
    applied.current = urlSearch;
    setValue((current) => (current.trim() === urlSearch ? current : urlSearch));
  }, [urlSearch]);

  const hrefOf = (contact: Pick<ContactListItem, "id">) => `${contactHref(contact.id)}${location.search}`;

  const content = () => {
    if (contacts.isError) return <ErrorView onRetry={() => void contacts.refetch()} />;
    if (!contacts.data) return <PageLoader />;
    if (contacts.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconAddressBook aria-hidden="true" />}
          title={urlSearch ? t("contacts.noResults") : t("contacts.nothingToDisplay")}
        />
      );
    }
    return (
      <ContactsTable
        contacts={contacts.data}
        hrefOf={hrefOf}
        onOpen={(contact) => void navigate(hrefOf(contact))}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t("contacts.title")}</Title>
        {canCreate ? (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t("contacts.add")}
          </Button>
        ) : null}
      </Group>
      <TextInput
        type="search"
        aria-label={t("contacts.search")}
        placeholder={t("contacts.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={contacts.isFetching && contacts.data ? <Loader size={16} aria-hidden="true" /> : null}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        maxLength={200}
        maw={480}
      />
      {content()}
      <FormModal opened={adding} onClose={() => setAdding(false)} size={500} title={t("contacts.addTitle")}>
        <ContactAddForm
          onCreated={(contact: Contact) => {
            setAdding(false);
            void navigate(contactHref(contact.id));
          }}
        />
      </FormModal>
      <Outlet />
    </Stack>
  );
}
