import { Button, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconSearchOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasStatus } from "../api-client/api-error.ts";
import { errorText } from "../api-client/error-text.ts";

export type ErrorViewProps = {
  /** What failed: a 404 or 403 shows the not-found view, which no retry can fix. */
  error?: unknown;
  onRetry?: () => void;
  /** Where the not-found view leads back to. */
  back?: { to: string; label: string };
};

/**
 * The generic error component of spec 001 §8, for a server or network failure; a missing or
 * forbidden thing instead says so and offers a way back, not a Try again that can never work.
 */
export function ErrorView({ error, onRetry, back }: ErrorViewProps) {
  const { t } = useTranslation();
  const notFound = hasStatus(error, 403, 404);
  let action: ReactNode = null;
  if (notFound && back) {
    action = (
      <Button
        component={Link}
        to={back.to}
        variant="light"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      >
        {back.label}
      </Button>
    );
  } else if (!notFound && onRetry) {
    action = (
      <Button variant="light" onClick={onRetry}>
        {t("common.tryAgain")}
      </Button>
    );
  }
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" ta="center">
      {notFound ? (
        <IconSearchOff size={40} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      ) : (
        <IconAlertTriangle size={40} aria-hidden="true" color="var(--mantine-color-orange-8)" />
      )}
      <Title order={2} size="h3">
        {notFound ? t("errors.notFoundTitle") : t("errors.genericTitle")}
      </Title>
      <Text c="dimmed" maw={480}>
        {notFound ? errorText(error) : t("errors.genericMessage")}
      </Text>
      {action}
    </Stack>
  );
}
