// The quote's customer side (DOMAIN.md "Customer quote page"): the link to send (copy, email,
// revoke and make a new one), whether the customer has looked, and who signed.
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Quote } from "@portal/contract";
import { IconCopy, IconLinkOff, IconMail } from "@tabler/icons-react";
import { paths } from "../../../config/paths.ts";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { errorText, firstFieldErrorText } from "../../../shared/api-client/error-text.ts";
import { formatDateTime } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useShareQuote } from "../hooks/use-share-quote.ts";

/** The customer's page of a token, on this site. */
export const customerQuoteUrl = (token: string) =>
  new URL(paths.customerQuote.getHref(token), window.location.origin).toString();

/** Shown on every quote that is not archived: an accepted one's link still shows it and takes the deposit. */
export function CustomerLinkCard({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const share = useShareQuote(quote.id);
  const token = quote.sharing.token;
  const failed = (error: unknown) =>
    showErrorToast(
      isApiError(error) ? (firstFieldErrorText(error) ?? errorText(error)) : t("errors.genericMessage"),
    );

  // Copied as this site's address (the dealer's own domain, say), with the token the server made.
  const copy = async () => {
    let url: string;
    try {
      const made = await share.mutateAsync("link");
      url = customerQuoteUrl((made.url ?? "").slice((made.url ?? "").lastIndexOf("/") + 1));
    } catch (error) {
      failed(error);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(t("quotes.share.copied"));
    } catch {
      showErrorToast(t("quotes.share.copyFailed"));
    }
  };
  const email = () =>
    share.mutate("email", {
      onSuccess: ({ to }) => showSuccessToast(t("quotes.share.emailed", { to })),
      onError: failed,
    });
  const revoke = () =>
    openConfirm({
      title: t("quotes.share.revokeTitle"),
      message: t("quotes.share.revokeConfirm"),
      confirmLabel: t("quotes.share.revoke"),
      danger: true,
      onConfirm: () =>
        share.mutate("revoke", {
          onSuccess: () => showSuccessToast(t("quotes.share.revoked")),
          onError: failed,
        }),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("quotes.share.title")}
        </Title>
        {token ? (
          <Anchor
            href={customerQuoteUrl(token)}
            target="_blank"
            rel="noopener"
            size="sm"
            style={{ overflowWrap: "anywhere" }}
          >
            {customerQuoteUrl(token)}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t("quotes.share.none")}
          </Text>
        )}
        <Text size="sm">
          {quote.sharing.acceptedByName
            ? t("quotes.share.signedBy", { name: quote.sharing.acceptedByName })
            : quote.sharing.viewedAt
              ? t("quotes.share.viewed", { date: formatDateTime(quote.sharing.viewedAt) })
              : token
                ? t("quotes.share.notViewed")
                : null}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={14} aria-hidden="true" />}
            onClick={() => void copy()}
            loading={share.isPending && share.variables === "link"}
          >
            {t("quotes.share.copy")}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMail size={14} aria-hidden="true" />}
            onClick={email}
            loading={share.isPending && share.variables === "email"}
          >
            {t("quotes.share.email")}
          </Button>
          {token ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={14} aria-hidden="true" />}
              onClick={revoke}
            >
              {t("quotes.share.revoke")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
