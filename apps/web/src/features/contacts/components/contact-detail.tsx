import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { Contact } from "@portal/contract";
import { IconBraces, IconExternalLink, IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type ContactDetailProps = {
  contact: Contact;
  /** Only a contact of the primary provider may be edited here (spec 000 §6). */
  canEdit: boolean;
  dealHref: (workflowSlug: string, dealId: string) => string;
  onEdit: () => void;
  onViewRawData: () => void;
  /** The Legacy Orders section, when the account has the legacy module (spec 000 §2). */
  legacyOrders?: ReactNode;
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

export function ContactDetail({
  contact,
  canEdit,
  dealHref,
  onEdit,
  onViewRawData,
  legacyOrders,
}: ContactDetailProps) {
  const { t } = useTranslation();
  const none = (
    <Text size="sm" c="dimmed">
      {t("contacts.none")}
    </Text>
  );
  return (
    <Stack gap="lg">
      <Group gap="sm">
        {canEdit ? (
          <Button variant="light" leftSection={<IconPencil size={18} aria-hidden="true" />} onClick={onEdit}>
            {t("common.edit")}
          </Button>
        ) : null}
        {contact.externalLink ? (
          <Button
            component="a"
            href={contact.externalLink}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={18} aria-hidden="true" />}
          >
            {t("contacts.openExternal")}
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconBraces size={18} aria-hidden="true" />}
          onClick={onViewRawData}
        >
          {t("contacts.viewRawData")}
        </Button>
      </Group>
      <Stack gap="sm">
        <Field label={t("contacts.name")}>
          <Text>{contact.name}</Text>
        </Field>
        <Field label={t("contacts.email")}>
          {contact.email ? (
            <Anchor href={`mailto:${contact.email}`} style={{ overflowWrap: "anywhere" }}>
              {contact.email}
            </Anchor>
          ) : (
            none
          )}
        </Field>
        <Field label={t("contacts.phone")}>
          {contact.phone ? (
            <Anchor href={`tel:${contact.phone.replace(/[\s-]/g, "")}`}>{contact.phone}</Anchor>
          ) : (
            none
          )}
        </Field>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="contact-related-deals">
        <Title order={3} size="h5" id="contact-related-deals">
          {t("contacts.relatedDeals")}
        </Title>
        {contact.context.deals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("contacts.noDeals")}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {contact.context.deals.map((deal) => (
              <Group key={deal.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Anchor component={Link} to={dealHref(deal.workflow.slug, deal.id)} style={{ minWidth: 0 }}>
                  {deal.name}
                </Anchor>
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    {deal.workflow.name}
                  </Text>
                  <Badge variant="light" color={deal.isArchived ? "gray" : "blue"}>
                    {deal.isArchived ? t("contacts.archived") : deal.status.name}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {legacyOrders}
    </Stack>
  );
}
