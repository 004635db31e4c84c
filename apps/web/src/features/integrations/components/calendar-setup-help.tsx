// What a server administrator sets so a calendar provider can be linked (README "Configuration"), shown
// in place of a button that could not work.
import { Alert, Code, List, Stack, Text } from "@mantine/core";
import type { OAuthCalendarProvider } from "@portal/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { calendarProviderLabel } from "./integration-labels.ts";

// The names and the URI are long unbroken words: on a phone they wrap rather than widen the box.
const breakAnywhere = { overflowWrap: "anywhere", wordBreak: "break-all" } as const;

export type CalendarSetupHelpProps = { providers: OAuthCalendarProvider[]; redirectUri: string };

export function CalendarSetupHelp({ providers, redirectUri }: CalendarSetupHelpProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
      title={t("integrations.setup.title")}
    >
      <Stack gap="xs">
        <Text size="sm">{t("integrations.setup.intro")}</Text>
        <List size="sm" spacing={4}>
          {providers.map((provider) => (
            <List.Item key={provider}>
              <Text span size="sm" fw={600}>
                {calendarProviderLabel(t, provider)}
              </Text>
              {": "}
              {t("integrations.setup.set")}{" "}
              <Code style={breakAnywhere}>{`CALENDAR_OAUTH_${provider}_CLIENT_ID`}</Code>{" "}
              {t("integrations.setup.and")}{" "}
              <Code style={breakAnywhere}>{`CALENDAR_OAUTH_${provider}_CLIENT_SECRET`}</Code>
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t("integrations.setup.redirect")}</Text>
        <Code block style={{ ...breakAnywhere, whiteSpace: "pre-wrap" }}>
          {redirectUri}
        </Code>
        <Text size="sm">{t("integrations.setup.restart")}</Text>
      </Stack>
    </Alert>
  );
}
