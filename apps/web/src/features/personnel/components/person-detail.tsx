import { Anchor, Button, ColorSwatch, Group, Stack, Text } from "@mantine/core";
import type { Person } from "@portal/contract";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PersonLabels } from "./person-labels.tsx";

export type PersonDetailProps = {
  person: Person;
  /** May change personnel (personnel.edit): shows Edit and Delete. */
  canEdit: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function PersonDetail({ person, canEdit, deleting, onEdit, onDelete }: PersonDetailProps) {
  const { t } = useTranslation();
  const none = (
    <Text size="sm" c="dimmed">
      {t("personnel.none")}
    </Text>
  );
  return (
    <Stack gap="lg">
      {canEdit ? (
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPencil size={18} aria-hidden="true" />} onClick={onEdit}>
            {t("common.edit")}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            loading={deleting}
            onClick={onDelete}
          >
            {t("personnel.delete")}
          </Button>
        </Group>
      ) : null}
      <Stack gap="sm">
        <Field label={t("personnel.email")}>
          <Anchor href={`mailto:${person.email}`} style={{ overflowWrap: "anywhere" }}>
            {person.email}
          </Anchor>
        </Field>
        <Field label={t("personnel.labels")}>
          {person.labels.length > 0 ? <PersonLabels labels={person.labels} /> : none}
        </Field>
        <Field label={t("personnel.notes")}>
          {person.notes ? <Text style={{ whiteSpace: "pre-wrap" }}>{person.notes}</Text> : none}
        </Field>
        <Field label={t("personnel.badgeColor")}>
          <Group gap="xs">
            <ColorSwatch color={person.badgeColor} size={18} withShadow={false} aria-hidden="true" />
            <Text size="sm" ff="monospace">
              {person.badgeColor}
            </Text>
          </Group>
        </Field>
      </Stack>
    </Stack>
  );
}
