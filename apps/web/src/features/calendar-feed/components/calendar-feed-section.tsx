// A person's private calendar feed (issue 13): a link that Google, Apple and Outlook calendars subscribe
// to. A new link is shown once, here, to copy; afterwards only whether it is on and since when.
import { Alert, Button, Code, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { calendarFeedWindow } from "@portal/contract";
import { IconCalendarShare, IconInfoCircle } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { CopyValueButton } from "../../../shared/ui/copy-value-button.tsx";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreateCalendarFeed } from "../api/create-calendar-feed.ts";
import { useCalendarFeed } from "../api/get-calendar-feed.ts";
import { useRevokeCalendarFeed } from "../api/revoke-calendar-feed.ts";

export type CalendarFeedSectionProps = { personId: string; personName: string };

export function CalendarFeedSection({ personId, personName }: CalendarFeedSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const feed = useCalendarFeed(personId);
  const create = useCreateCalendarFeed(personId);
  const revoke = useRevokeCalendarFeed(personId);
  // The URL of a link made here and now: the server keeps only its hash, so this is the one sight of it.
  const [issuedUrl, setIssuedUrl] = useState<string | null>(null);

  const makeLink = () => create.mutate(undefined, { onSuccess: (issued) => setIssuedUrl(issued.url) });
  const confirmReplace = () =>
    openConfirm({
      title: t("personnel.calendarFeed.replaceTitle"),
      message: t("personnel.calendarFeed.replaceMessage"),
      confirmLabel: t("personnel.calendarFeed.replace"),
      onConfirm: makeLink,
    });
  const confirmTurnOff = () =>
    openConfirm({
      title: t("personnel.calendarFeed.turnOffTitle"),
      message: t("personnel.calendarFeed.turnOffMessage"),
      confirmLabel: t("personnel.calendarFeed.turnOff"),
      danger: true,
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: () => {
            setIssuedUrl(null);
            showSuccessToast(t("personnel.calendarFeed.turnedOff"));
          },
        }),
    });

  let body: ReactNode;
  if (feed.isError) {
    body = <ErrorView error={feed.error} onRetry={() => void feed.refetch()} />;
  } else if (!feed.data) {
    body = <Skeleton height={36} />;
  } else if (!feed.data.active) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("personnel.calendarFeed.off")}</Text>
        <Button
          variant="light"
          leftSection={<IconCalendarShare size={18} aria-hidden="true" />}
          loading={create.isPending}
          onClick={makeLink}
        >
          {t("personnel.calendarFeed.create")}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        {issuedUrl ? <IssuedLink url={issuedUrl} personName={personName} /> : null}
        <Text size="sm">
          {t("personnel.calendarFeed.activeSince", { date: formatDate(feed.data.createdAt) })}
        </Text>
        <Group gap="sm">
          <Button variant="default" loading={create.isPending} onClick={confirmReplace}>
            {t("personnel.calendarFeed.replace")}
          </Button>
          <Button
            variant="subtle"
            color="red"
            // Mantine's subtle red text (red-6) is 3.3:1 on white; red-9 passes WCAG AA.
            c="red.9"
            loading={revoke.isPending}
            onClick={confirmTurnOff}
          >
            {t("personnel.calendarFeed.turnOff")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" mt="lg" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t("personnel.calendarFeed.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("personnel.calendarFeed.intro", {
          name: personName,
          pastDays: calendarFeedWindow.pastDays,
          futureDays: calendarFeedWindow.futureDays,
        })}
      </Text>
      {body}
    </Stack>
  );
}

type IssuedLinkProps = { url: string; personName: string };

function IssuedLink({ url, personName }: IssuedLinkProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
      title={t("personnel.calendarFeed.onceTitle")}
    >
      <Stack gap="xs">
        <Text size="sm">{t("personnel.calendarFeed.onceMessage", { name: personName })}</Text>
        <Text size="sm" fw={500}>
          {t("personnel.calendarFeed.linkLabel")}
        </Text>
        <Code block style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
          {url}
        </Code>
        <Group>
          <CopyValueButton
            size="sm"
            value={url}
            label={t("personnel.calendarFeed.copy")}
            copiedLabel={t("personnel.calendarFeed.copied")}
          />
        </Group>
        <Text size="sm">{t("personnel.calendarFeed.howTo")}</Text>
      </Stack>
    </Alert>
  );
}
