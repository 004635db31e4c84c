import { Anchor, Box, Breadcrumbs, Text } from "@mantine/core";
import type { Quote } from "@portal/contract";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type QuoteBreadcrumbsProps = {
  /** Still loading while undefined. */
  quote: Quote | undefined;
  boardHref: string;
  dealHref: string;
  /** On a line's page: the quote links back, and the line's product is the page (loading while undefined). */
  line?: { quoteHref: string; productName: string | undefined };
};

/** Workflow board › deal › this quote (› this line). */
export function QuoteBreadcrumbs({ quote, boardHref, dealHref, line }: QuoteBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t("dealDetail.breadcrumb")}>
      <Breadcrumbs
        separatorMargin={6}
        styles={{ root: { minWidth: 0, flexWrap: "wrap" }, breadcrumb: { minWidth: 0 } }}
      >
        <Anchor component={Link} to={boardHref} size="sm">
          {quote?.context.workflow.name ?? t("common.loading")}
        </Anchor>
        <Anchor component={Link} to={dealHref} size="sm" truncate="end">
          {quote
            ? t("dealDetail.tuidName", { tuid: quote.context.deal.tuid, name: quote.context.deal.name })
            : "…"}
        </Anchor>
        {line ? (
          <Anchor component={Link} to={line.quoteHref} size="sm">
            {quote ? t("quotes.tuid", { tuid: quote.tuid }) : "…"}
          </Anchor>
        ) : (
          <Text size="sm" aria-current="page">
            {quote ? t("quotes.tuid", { tuid: quote.tuid }) : "…"}
          </Text>
        )}
        {line ? (
          <Text size="sm" aria-current="page" truncate="end">
            {line.productName ?? "…"}
          </Text>
        ) : null}
      </Breadcrumbs>
    </Box>
  );
}
