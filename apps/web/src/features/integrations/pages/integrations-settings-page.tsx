import { Stack } from "@mantine/core";
import {
  type CalendarLinkFailure,
  calendarLinkFailures,
  calendarLinkParam,
  calendarLinkReasonParam,
  type OAuthCalendarProvider,
  oauthCalendarProviders,
} from "@portal/contract";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";
import { CalendarConnectionsSection } from "../components/calendar-connections-section.tsx";
import { ContactProvidersSection, type ProvidersQuery } from "../components/contact-providers-section.tsx";
import { calendarProviderLabel } from "../components/integration-labels.ts";

export type IntegrationsSettingsPageProps = {
  /** The contact providers of `GET /providers` (loaded with the session). */
  providers: ProvidersQuery;
  /** May connect and disconnect calendars and add and remove contact providers. */
  canEdit: boolean;
};

/** Settings → Integrations (spec 000 §2, 001 §2): calendar connections and contact providers. */
export function IntegrationsSettingsPage({ providers, canEdit }: IntegrationsSettingsPageProps) {
  useCalendarLinkOutcome();
  return (
    <Stack gap="xl" maw={880}>
      <CalendarConnectionsSection canEdit={canEdit} />
      <ContactProvidersSection providers={providers} canEdit={canEdit} />
    </Stack>
  );
}

const isProvider = (value: string | null): value is OAuthCalendarProvider =>
  oauthCalendarProviders.some((provider) => provider === value);
const isFailure = (value: string | null): value is CalendarLinkFailure =>
  calendarLinkFailures.some((failure) => failure === value);

/**
 * The provider sends the browser back here with the outcome in the query (`?calendar=connected` or
 * `?calendar=error&reason=…`): it becomes a toast, and the query goes so a reload does not repeat it.
 */
function useCalendarLinkOutcome() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get(calendarLinkParam);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const key = searchParams.toString();
    if (shown.current === key) return;
    shown.current = key;
    if (outcome === "connected") {
      const provider = searchParams.get("provider");
      showSuccessToast(
        t("integrations.linked", {
          provider: isProvider(provider)
            ? calendarProviderLabel(t, provider)
            : t("integrations.calendars.aCalendar"),
        }),
      );
    } else {
      const reason = searchParams.get(calendarLinkReasonParam);
      showErrorToast(t(`integrations.linkFailed.${isFailure(reason) ? reason : "failed"}`));
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [calendarLinkParam, calendarLinkReasonParam, "provider"]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [outcome, searchParams, setSearchParams, t]);
}
