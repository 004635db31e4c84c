import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { hasStatus } from "../api-client/api-error.ts";
import { errorText } from "../api-client/error-text.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { ErrorPanel } from "./error-panel.tsx";

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
    <ErrorPanel
      missing={notFound}
      title={notFound ? t("errors.notFoundTitle") : t("errors.genericTitle")}
      message={notFound ? errorText(error) : t("errors.genericMessage")}
      action={action}
    />
  );
}
