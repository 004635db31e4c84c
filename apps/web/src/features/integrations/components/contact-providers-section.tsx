// Settings → Integrations, contact providers (spec 000 §3 "Contact provider"): the built-in primary one,
// and external ones added with their API key (only its last characters are ever shown again).
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type ContactProvider, contactProviderSchemas } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import type { QueryKey } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useRemoveContactProvider } from "../api/remove-contact-provider.ts";
import { AddContactProviderForm } from "./add-contact-provider-form.tsx";
import { ConnectionStatusBadge } from "./connection-status-badge.tsx";
import { contactSchemaLabel } from "./integration-labels.ts";

/** `GET /providers` as the route loads it with the session. */
export type ProvidersQuery = {
  data: ContactProvider[] | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** Its key, which adding or removing a provider refreshes. */
  queryKey: QueryKey;
};

export type ContactProvidersSectionProps = { providers: ProvidersQuery; canEdit: boolean };

export function ContactProvidersSection({ providers, canEdit }: ContactProvidersSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const remove = useRemoveContactProvider(providers.queryKey);
  const [adding, setAdding] = useState(false);

  const confirmRemove = (provider: ContactProvider) => {
    const name = contactSchemaLabel(t, provider.schema);
    openConfirm({
      title: t("integrations.contacts.removeTitle", { name }),
      message: t("integrations.contacts.removeMessage", { name }),
      confirmLabel: t("integrations.contacts.remove"),
      danger: true,
      onConfirm: () =>
        remove.mutate(provider.id, {
          onSuccess: () => showSuccessToast(t("integrations.contacts.removed", { name })),
        }),
    });
  };

  const added = new Set(providers.data?.map((provider) => provider.schema));
  const available = contactProviderSchemas.filter((schema) => !added.has(schema));

  let body: ReactNode;
  if (providers.isError) {
    body = <ErrorView error={providers.error} onRetry={() => void providers.refetch()} />;
  } else if (!providers.data) {
    body = <Skeleton height={64} radius="md" aria-label={t("integrations.loading")} />;
  } else {
    body = (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {providers.data.map((provider) => (
          <Paper component="li" key={provider.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} style={{ flex: "1 1 12rem" }}>
                <Text fw={600}>{contactSchemaLabel(t, provider.schema)}</Text>
                <Text size="sm" c="dimmed">
                  {provider.isPrimary
                    ? t("integrations.contacts.primaryHelp")
                    : t("integrations.contacts.keyHint", { hint: provider.apiKeyHint ?? "" })}
                </Text>
              </Stack>
              <Group gap="sm">
                {provider.isPrimary ? (
                  <Badge variant="light" color="blue" c="dark.7" radius="sm">
                    {t("integrations.contacts.primary")}
                  </Badge>
                ) : null}
                {provider.status ? <ConnectionStatusBadge status={provider.status} /> : null}
                {canEdit && !provider.isPrimary ? (
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    size="sm"
                    aria-label={t("integrations.contacts.removeLabel", {
                      name: contactSchemaLabel(t, provider.schema),
                    })}
                    loading={remove.isPending && remove.variables === provider.id}
                    onClick={() => confirmRemove(provider)}
                  >
                    {t("integrations.contacts.remove")}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t("integrations.contacts.title")}
        </Title>
        {canEdit && providers.data && available.length > 0 ? (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t("integrations.contacts.add")}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t("integrations.contacts.intro")}
      </Text>
      {body}
      <FormModal
        opened={canEdit && adding}
        onClose={() => setAdding(false)}
        size={480}
        title={t("integrations.contacts.addTitle")}
      >
        <AddContactProviderForm
          schemas={available}
          providersQueryKey={providers.queryKey}
          onDone={() => setAdding(false)}
        />
      </FormModal>
    </Stack>
  );
}
