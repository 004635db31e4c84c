import { Button, EmptyState, Group, Stack, TextInput, Title } from "@mantine/core";
import type { Person } from "@portal/contract";
import { IconPlus, IconSearch, IconUsersGroup } from "@tabler/icons-react";
import { useDeferredValue, useMemo, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { usePersonnel } from "../api/list-personnel.ts";
import { PersonAddForm } from "../components/person-add-form.tsx";
import { PersonnelTable } from "../components/personnel-table.tsx";

export type PersonnelPageProps = {
  /** personnel.edit: shows Add. */
  canEdit: boolean;
  personHref: (personId: string) => string;
};

/** Whether a person matches the search: their name, email or a label contains it, without case. */
function matches(person: Person, search: string): boolean {
  if (search === "") return true;
  const needle = search.toLocaleLowerCase();
  return [person.name, person.email, ...person.labels].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** /personnel (spec 000 §2): the account's personnel; a person opens as a modal over the list. */
export function PersonnelPage({ canEdit, personHref }: PersonnelPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const personnel = usePersonnel();
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search.trim());
  const [adding, setAdding] = useState(false);
  const shown = useMemo(
    () => personnel.data?.filter((person) => matches(person, deferredSearch)),
    [personnel.data, deferredSearch],
  );

  const content = () => {
    if (personnel.isError) return <ErrorView onRetry={() => void personnel.refetch()} />;
    if (!shown) return <PageLoader />;
    if (shown.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconUsersGroup aria-hidden="true" />}
          title={deferredSearch ? t("personnel.noResults") : t("personnel.empty")}
        />
      );
    }
    return (
      <PersonnelTable
        people={shown}
        hrefOf={(person) => personHref(person.id)}
        onOpen={(person) => void navigate(personHref(person.id))}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t("personnel.title")}</Title>
        {canEdit ? (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t("personnel.add")}
          </Button>
        ) : null}
      </Group>
      <TextInput
        type="search"
        aria-label={t("personnel.search")}
        placeholder={t("personnel.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
        maw={480}
      />
      {content()}
      <FormModal opened={adding} onClose={() => setAdding(false)} size={500} title={t("personnel.addTitle")}>
        <PersonAddForm
          onCreated={(personId) => {
            setAdding(false);
            void navigate(personHref(personId));
          }}
        />
      </FormModal>
      <Outlet />
    </Stack>
  );
}
