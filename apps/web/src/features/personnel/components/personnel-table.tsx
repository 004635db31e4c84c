import { Anchor, ColorSwatch, Group, Paper, Stack, Table, Text } from "@mantine/core";
import type { Person } from "@portal/contract";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PersonLabels } from "./person-labels.tsx";

export type PersonnelTableProps = {
  people: readonly Person[];
  hrefOf: (person: Person) => string;
  onOpen: (person: Person) => void;
};

export function PersonnelTable({ people, hrefOf, onOpen }: PersonnelTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" style={{ overflowX: "auto" }}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("personnel.name")}</Table.Th>
            {/* On a phone the email and labels sit under the name. */}
            <Table.Th visibleFrom="md">{t("personnel.email")}</Table.Th>
            <Table.Th visibleFrom="md">{t("personnel.labels")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            // The row opens the person for a mouse; the name is the link for keyboards.
            <Table.Tr key={person.id} onClick={() => onOpen(person)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {/* The person's colour, as their badge shows in the calendar. */}
                  <ColorSwatch color={person.badgeColor} size={14} withShadow={false} aria-hidden="true" />
                  <Anchor
                    component={Link}
                    to={hrefOf(person)}
                    fw={500}
                    c="inherit"
                    // The row's click would navigate a second time.
                    onClick={(event) => event.stopPropagation()}
                  >
                    {person.name}
                  </Anchor>
                </Group>
                <Stack gap={4} mt={4} hiddenFrom="md" style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {person.email}
                  </Text>
                  <PersonLabels labels={person.labels} />
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {person.email}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <PersonLabels labels={person.labels} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
