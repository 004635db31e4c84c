import { Button, EmptyState, Group, Stack } from "@mantine/core";
import { IconLink, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useLinkRelatedDeal } from "../api/link-related-deal.ts";
import { useRelatedDeals } from "../api/list-related-deals.ts";
import { useUnlinkRelatedDeal } from "../api/unlink-related-deal.ts";
import { LinkDealModal } from "./link-deal-modal.tsx";
import { RelatedDealRow, UnlinkButton } from "./related-deal-row.tsx";

export type RelatedDealsPanelProps = {
  dealId: string;
  readOnly: boolean;
  dealHref: (workflowSlug: string, dealId: string) => string;
};

/** Deals linked to this one, in any workflow (spec 000 §3 "Related deal"): link and unlink. */
export function RelatedDealsPanel({ dealId, readOnly, dealHref }: RelatedDealsPanelProps) {
  const { t } = useTranslation();
  const query = useRelatedDeals(dealId);
  const link = useLinkRelatedDeal(dealId);
  const unlink = useUnlinkRelatedDeal(dealId);
  const [picking, setPicking] = useState(false);
  const linkedIds = useMemo(() => new Set((query.data ?? []).map((deal) => deal.id)), [query.data]);

  const content = () => {
    if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
    if (!query.data) return <PageLoader />;
    if (query.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconLink aria-hidden="true" />}
          title={t("relatedDeals.empty")}
        />
      );
    }
    return (
      <Stack
        component="ul"
        gap={6}
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label={t("relatedDeals.list")}
      >
        {query.data.map((deal) => (
          <RelatedDealRow
            key={deal.id}
            deal={deal}
            href={deal.context ? dealHref(deal.context.workflow.slug, deal.id) : null}
            action={
              readOnly ? null : (
                <UnlinkButton
                  label={t("relatedDeals.unlinkOne", { name: deal.name })}
                  onClick={() =>
                    openConfirm({
                      title: t("relatedDeals.unlinkTitle"),
                      message: t("relatedDeals.unlinkConfirm"),
                      confirmLabel: t("relatedDeals.unlink"),
                      danger: true,
                      onConfirm: () =>
                        unlink.mutate(deal.id, {
                          onSuccess: () => showSuccessToast(t("relatedDeals.unlinked")),
                        }),
                    })
                  }
                />
              )
            }
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setPicking(true)}>
            {t("relatedDeals.linkDeal")}
          </Button>
        </Group>
      )}
      {content()}
      <LinkDealModal
        opened={picking}
        dealId={dealId}
        linkedIds={linkedIds}
        linking={link.isPending ? (link.variables ?? null) : null}
        onClose={() => setPicking(false)}
        onLink={(relatedDealId) =>
          link.mutate(relatedDealId, {
            onSuccess: () => {
              setPicking(false);
              showSuccessToast(t("relatedDeals.linked"));
            },
          })
        }
      />
    </Stack>
  );
}
