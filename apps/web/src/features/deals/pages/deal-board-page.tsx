import { Alert, Button, Group, Loader, SegmentedControl, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue, useLocalStorage } from "@mantine/hooks";
import type { Deal, DealCard, Workflow } from "@portal/contract";
import { IconSearch } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { boardQueryKey, useWorkflowDeals } from "../api/list-workflow-deals.ts";
import { useMoveDeal } from "../api/move-deal.ts";
import { buildColumns, type MoveTarget } from "../components/board-model.ts";
import { DealTable } from "../components/deal-table.tsx";
import { KanbanBoard } from "../components/kanban-board.tsx";
import { NewDealButton } from "../components/new-deal-button.tsx";

type BoardView = "kanban" | "table";

export type DealBoardPageProps = {
  workflow: Workflow;
  /** Where a new deal opens: /workflows/{slug}/{dealId}. */
  dealHref: (dealId: string) => string;
};

/** A workflow's deal board (spec 000 §2 "Deals page"). */
export function DealBoardPage({ workflow, dealHref }: DealBoardPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useLocalStorage<BoardView>({ key: "portal.deals.view", defaultValue: "kanban" });
  const urlSearch = searchParams.get("search") ?? "";
  const [searchInput, setSearchInput] = useState(urlSearch);
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), 300);

  useEffect(() => {
    if (debouncedSearch === urlSearch) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (debouncedSearch) next.set("search", debouncedSearch);
        else next.delete("search");
        return next;
      },
      { replace: true },
    );
  }, [debouncedSearch, urlSearch, setSearchParams]);

  const filters = useMemo(() => ({ search: urlSearch || undefined }), [urlSearch]);
  const deals = useWorkflowDeals(workflow.id, filters);
  const statuses = workflow.context.statuses;
  const columns = useMemo(() => buildColumns(statuses, deals.data ?? []), [statuses, deals.data]);
  const move = useMoveDeal(boardQueryKey(workflow.id, filters));
  const { mutate } = move;

  const onMove = useCallback(
    (deal: DealCard, targetStatusId: string) => {
      if (deal.statusId !== targetStatusId) mutate({ deal, targetStatusId, belowDealId: null });
    },
    [mutate],
  );
  const onCreated = useCallback((deal: Deal) => navigate(dealHref(deal.id)), [navigate, dealHref]);
  const onDrop = useCallback((deal: DealCard, target: MoveTarget) => mutate({ deal, ...target }), [mutate]);

  return (
    <Stack gap="sm" style={{ height: "calc(100dvh - var(--app-shell-header-height, 60px) - 3rem)" }}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {workflow.name}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t("deals.view.label")}
            value={view}
            onChange={(value) => setView(value === "table" ? "table" : "kanban")}
            data={[
              { value: "kanban", label: t("deals.view.kanban") },
              { value: "table", label: t("deals.view.table") },
            ]}
          />
          <TextInput
            aria-label={t("deals.search")}
            placeholder={t("deals.search")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchInput}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            w={220}
          />
          <NewDealButton workflowId={workflow.id} statuses={statuses} onCreated={onCreated} />
        </Group>
      </Group>
      {deals.isPending ? (
        <Loader aria-label={t("common.loading")} />
      ) : deals.isError ? (
        <Alert color="red" title={t("deals.loadFailed")}>
          <Button variant="light" color="red" onClick={() => deals.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Alert>
      ) : view === "table" ? (
        <DealTable columns={columns} statuses={statuses} onMove={onMove} />
      ) : (
        <KanbanBoard columns={columns} statuses={statuses} onDrop={onDrop} onMove={onMove} />
      )}
    </Stack>
  );
}
