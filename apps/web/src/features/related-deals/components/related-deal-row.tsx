import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { RelatedDeal } from "@portal/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type RelatedDealSummaryProps = {
  deal: RelatedDeal;
  href: string | null;
};

/** Number, name (a link to the deal), workflow, status and an archived badge. */
export function RelatedDealSummary({ deal, href }: RelatedDealSummaryProps) {
  const { t } = useTranslation();
  const title = t("relatedDeals.tuidName", { tuid: deal.tuid, name: deal.name });
  return (
    <Stack gap={2} miw={0} style={{ flex: "1 1 14rem" }}>
      {href ? (
        <Anchor component={Link} to={href} fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Anchor>
      ) : (
        <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Text>
      )}
      <Group gap={6} wrap="wrap">
        {deal.context ? (
          <>
            <Text size="xs" c="dimmed">
              {deal.context.workflow.name}
            </Text>
            <Badge variant="light" color="blue" c="gray.9" size="sm" radius="sm">
              {deal.context.status.name}
            </Badge>
          </>
        ) : null}
        {deal.isArchived ? (
          <Badge variant="filled" color="gray" size="sm" radius="sm">
            {t("relatedDeals.archived")}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

export type RelatedDealRowProps = RelatedDealSummaryProps & { action?: ReactNode };

export function RelatedDealRow({ deal, href, action }: RelatedDealRowProps) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <RelatedDealSummary deal={deal} href={href} />
        {action}
      </Group>
    </Paper>
  );
}

export function UnlinkButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="red" size="compact-sm" aria-label={label} onClick={onClick}>
      {t("relatedDeals.unlink")}
    </Button>
  );
}
