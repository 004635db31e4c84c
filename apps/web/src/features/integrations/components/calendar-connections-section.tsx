// Settings → Integrations, calendars (spec 000 §3 "Calendar connection"): what is connected, connecting
// the portal's own calendar or linking a Google or Microsoft one through the provider, disconnecting.
import { Button, Group, Menu, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { CalendarConnection, OAuthCalendarProvider } from "@portal/contract";
import { IconCalendarPlus, IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { errorText, refusalText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useAuthorizeCalendar } from "../api/authorize-calendar.ts";
import { useConnectVirtualCalendar } from "../api/connect-virtual-calendar.ts";
import { useDisconnectCalendar } from "../api/disconnect-calendar.ts";
import { useCalendarProviders } from "../api/get-calendar-providers.ts";
import { useCalendarConnections } from "../api/list-calendar-connections.ts";
import { CalendarSetupHelp } from "./calendar-setup-help.tsx";
import { ConnectionStatusBadge } from "./connection-status-badge.tsx";
import { calendarProviderLabel } from "./integration-labels.ts";

export type CalendarConnectionsSectionProps = { canEdit: boolean };

export function CalendarConnectionsSection({ canEdit }: CalendarConnectionsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const connections = useCalendarConnections();
  const providers = useCalendarProviders();
  const disconnect = useDisconnectCalendar();
  // Here, not in the menu: connecting can take the menu away (nothing left to offer), and a mutation's
  // own callbacks end with the component that made it.
  const connectVirtual = useConnectVirtualCalendar();
  const authorize = useAuthorizeCalendar();
  const connectPortalCalendar = () =>
    connectVirtual.mutate(undefined, {
      onSuccess: () => showSuccessToast(t("integrations.calendars.virtualConnected")),
    });
  // The browser leaves for the provider on success; a refusal (422 is not toasted globally) says why here.
  const link = (provider: OAuthCalendarProvider) =>
    authorize.mutate(provider, { onError: (error) => showErrorToast(refusalText(error)) });

  const confirmDisconnect = (connection: CalendarConnection) => {
    const provider = calendarProviderLabel(t, connection.provider);
    openConfirm({
      title: t("integrations.calendars.disconnectTitle"),
      message: t("integrations.calendars.disconnectMessage", { provider, email: connection.email }),
      confirmLabel: t("integrations.calendars.disconnect"),
      danger: true,
      onConfirm: () =>
        disconnect.mutate(connection.id, {
          onSuccess: () => showSuccessToast(t("integrations.calendars.disconnected", { provider })),
        }),
    });
  };

  let body: ReactNode;
  if (connections.isError) {
    body = <ErrorView error={connections.error} onRetry={() => void connections.refetch()} />;
  } else if (!connections.data) {
    body = <Skeleton height={64} radius="md" aria-label={t("integrations.loading")} />;
  } else if (connections.data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="md" style={{ borderStyle: "dashed" }}>
        <Text size="sm" c="dimmed">
          {t("integrations.calendars.empty")}
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {connections.data.map((connection) => (
          <Paper component="li" key={connection.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} miw={0} style={{ flex: "1 1 12rem" }}>
                <Text fw={600}>{calendarProviderLabel(t, connection.provider)}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {connection.email}
                </Text>
              </Stack>
              <Group gap="sm">
                <ConnectionStatusBadge status={connection.status} />
                {canEdit ? (
                  <Button
                    variant="subtle"
                    color="red"
                    // Mantine's subtle red text (red-6) is 3.3:1 on white; red-9 passes WCAG AA.
                    c="red.9"
                    size="sm"
                    aria-label={t("integrations.calendars.disconnectLabel", {
                      provider: calendarProviderLabel(t, connection.provider),
                      email: connection.email,
                    })}
                    loading={disconnect.isPending && disconnect.variables === connection.id}
                    onClick={() => confirmDisconnect(connection)}
                  >
                    {t("integrations.calendars.disconnect")}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  const linkable = providers.data?.providers.filter((provider) => provider.configured) ?? [];
  const notConfigured = providers.data?.providers.filter((provider) => !provider.configured) ?? [];
  const hasVirtual =
    connections.data?.some((connection) => connection.provider === "VIRTUAL_CALENDAR") ?? true;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t("integrations.calendars.title")}
        </Title>
        {canEdit && connections.data && providers.data && (!hasVirtual || linkable.length > 0) ? (
          <ConnectMenu
            offerVirtual={!hasVirtual}
            providers={linkable.map((provider) => provider.provider)}
            onConnectVirtual={connectPortalCalendar}
            onLink={link}
            // Leaving for the provider keeps the spinner until the page goes.
            busy={connectVirtual.isPending || authorize.isPending || authorize.isSuccess}
          />
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t("integrations.calendars.intro")}
      </Text>
      {body}
      {canEdit && providers.data && notConfigured.length > 0 ? (
        <CalendarSetupHelp
          providers={notConfigured.map((provider) => provider.provider)}
          redirectUri={providers.data.redirectUri}
        />
      ) : null}
      {providers.isError ? <Text size="sm">{errorText(providers.error)}</Text> : null}
    </Stack>
  );
}

type ConnectMenuProps = {
  offerVirtual: boolean;
  providers: OAuthCalendarProvider[];
  onConnectVirtual: () => void;
  onLink: (provider: OAuthCalendarProvider) => void;
  busy: boolean;
};

function ConnectMenu({ offerVirtual, providers, onConnectVirtual, onLink, busy }: ConnectMenuProps) {
  const { t } = useTranslation();
  return (
    // No focus placeholder: inside role="menu" it is a child axe refuses (aria-required-children).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          loading={busy}
        >
          {t("integrations.calendars.connect")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {offerVirtual ? (
          <Menu.Item onClick={onConnectVirtual}>{t("integrations.calendars.connectVirtual")}</Menu.Item>
        ) : null}
        {providers.map((provider) => (
          <Menu.Item key={provider} onClick={() => onLink(provider)}>
            {t("integrations.calendars.connectProvider", { provider: calendarProviderLabel(t, provider) })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
