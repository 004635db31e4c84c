import { Button, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { useDealSearch } from "../api/search-deals.ts";
import { RelatedDealRow } from "./related-deal-row.tsx";

/** Spec 001 §9: searches wait 300 ms after typing. */
export const dealSearchDelayMs = 300;

export type LinkDealModalProps = {
  opened: boolean;
  dealId: string;
  /** Already linked: offered no more. */
  linkedIds: ReadonlySet<string>;
  linking: string | null;
  onLink: (relatedDealId: string) => void;
  onClose: () => void;
};

export function LinkDealModal({ opened, dealId, linkedIds, linking, onLink, onClose }: LinkDealModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size={600} title={t("relatedDeals.linkTitle")}>
      {opened ? (
        <LinkDealSearch dealId={dealId} linkedIds={linkedIds} linking={linking} onLink={onLink} />
      ) : null}
    </Modal>
  );
}

function LinkDealSearch({
  dealId,
  linkedIds,
  linking,
  onLink,
}: Pick<LinkDealModalProps, "dealId" | "linkedIds" | "linking" | "onLink">) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), dealSearchDelayMs);
  const results = useDealSearch(debounced, dealId);
  const offered = (results.data ?? []).filter((deal) => !linkedIds.has(deal.id));
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t("relatedDeals.search")}
        placeholder={t("relatedDeals.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={results.isFetching ? <Loader size={14} aria-hidden="true" /> : null}
        value={search}
        data-autofocus
        maxLength={200}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {results.isError ? (
        <ErrorView onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <Loader size="sm" aria-label={t("common.loading")} />
      ) : offered.length === 0 ? (
        <Text c="dimmed" size="sm" role="status">
          {t("relatedDeals.noResults")}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={t("relatedDeals.results")}
        >
          {offered.map((deal) => (
            <RelatedDealRow
              key={deal.id}
              deal={deal}
              href={null}
              action={
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={linking === deal.id}
                  disabled={linking !== null && linking !== deal.id}
                  aria-label={t("relatedDeals.linkOne", { name: deal.name })}
                  onClick={() => onLink(deal.id)}
                >
                  {t("relatedDeals.link")}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
