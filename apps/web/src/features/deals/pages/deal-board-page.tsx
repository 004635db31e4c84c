import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import type { BoardCard, Deal, Workflow } from "@portal/contract";
import { IconFilterOff } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { SegmentedRadios } from "../../../shared/ui/segmented-radios.tsx";
import { dealKeys } from "../api/deal-keys.ts";
import { useLoadMoreCards } from "../api/get-board-column.ts";
import { useWorkflowBoard } from "../api/get-workflow-board.ts";
import { useMoveDeal } from "../api/move-deal.ts";
import { buildColumns, type MoveTarget } from "../components/board-model.ts";
import { DealHrefContext, DealLinkClickContext, followInApp } from "../components/deal-link.ts";
import { KanbanBoard } from "../components/kanban-board.tsx";
import { NewDealButton } from "../components/new-deal-button.tsx";
import { hasActiveFilters, presetParams } from "../filters/board-filters.ts";
import { FilterStrip } from "../filters/filter-strip.tsx";
import { PresetsMenu } from "../filters/presets-menu.tsx";
import { useBoardFilters } from "../filters/use-board-filters.ts";

// The table view (Mantine's Table and its own rows) loads when it is first chosen.
const DealTable = lazy(async () => ({ default: (await import("../components/deal-table.tsx")).DealTable }));

type BoardView = "kanban" | "table";

export type DealBoardPageProps = {
  workflow: Workflow;
  /** Where a new deal opens: /workflows/{slug}/{dealId}. */
  dealHref: (dealId: string) => string;
  /** The session's personnel feature: the Personnel filter shows only with it. */
  showPersonnel: boolean;
  /** May create and move deals and save presets; without it the board is for reading. */
  canEdit: boolean;
  /** May see quotes: the columns show their deals' value. */
  showTotals: boolean;
};

/** A workflow's deal board (spec 000 §2 "Deals page"). */
export function DealBoardPage({
  workflow,
  dealHref,
  showPersonnel,
  canEdit,
  showTotals,
}: DealBoardPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [view, setView] = useLocalStorage<BoardView>({ key: "portal.deals.view", defaultValue: "kanban" });
  // One stable function for every card: a new one each render would re-render 2,000 memoized cards.
  const dealHrefRef = useRef(dealHref);
  dealHrefRef.current = dealHref;
  const hrefOf = useCallback((dealId: string) => dealHrefRef.current(dealId), []);
  const filters = useBoardFilters();
  const { values } = filters;
  // Without the personnel feature there is no Personnel filter to see or remove, so a personnel=
  // left in a link or preset does not narrow the board either.
  const query = useMemo(() => {
    if (showPersonnel || filters.query.personnel === undefined) return filters.query;
    const { personnel: _hidden, ...rest } = filters.query;
    return rest;
  }, [filters.query, showPersonnel]);
  const deals = useWorkflowBoard(workflow.id, query);
  const { loadMore, loading: loadingMore, failed: loadMoreFailed } = useLoadMoreCards(workflow.id, query);
  const onLoadMore = useCallback((statusId: string) => void loadMore(statusId), [loadMore]);
  const statuses = workflow.context.statuses;
  // Any order but manual is the server's: the columns keep it.
  const keepOrder = values.sort !== null && values.sort !== "manual";
  // A status or phase filter leaves only its columns on the board (the Move to… menu keeps them all).
  const statusFilter = values.status.join(",");
  const phaseFilter = values.phase;
  const shownStatuses = useMemo(() => {
    const ids = statusFilter ? statusFilter.split(",") : [];
    const shown = statuses.filter(
      (status) =>
        (ids.length === 0 || ids.includes(status.id)) && (!phaseFilter || status.phase === phaseFilter),
    );
    return shown.length > 0 ? shown : statuses;
  }, [statuses, statusFilter, phaseFilter]);
  const columns = useMemo(
    () => buildColumns(shownStatuses, deals.data, { keepOrder }),
    [shownStatuses, deals.data, keepOrder],
  );
  const move = useMoveDeal(dealKeys.board(workflow.id, query));
  const { mutate } = move;

  const onMove = useCallback(
    (deal: BoardCard, targetStatusId: string) => {
      if (deal.statusId !== targetStatusId) mutate({ deal, targetStatusId, belowDealId: null });
    },
    [mutate],
  );
  const onCreated = useCallback((deal: Deal) => navigate(dealHref(deal.id)), [navigate, dealHref]);
  const onDrop = useCallback((deal: BoardCard, target: MoveTarget) => mutate({ deal, ...target }), [mutate]);
  const applyPreset = useCallback(
    (params: string) => navigate({ search: params ? `?${params}` : "" }),
    [navigate],
  );
  const filtered = hasActiveFilters(values);
  const onDealLinkClick = useMemo(() => followInApp((href) => navigate(href)), [navigate]);

  return (
    // From a tablet up the board fills the window below the header; on a phone the title and filters
    // scroll away and each column keeps a window-high scroll area of its own.
    <Stack gap="sm" h={{ base: "auto", sm: "calc(100dvh - var(--app-shell-header-height, 60px) - 3rem)" }}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {workflow.name}
        </Title>
        <Group gap="sm">
          <SegmentedRadios<BoardView>
            aria-label={t("deals.view.label")}
            value={view}
            onChange={setView}
            data={[
              { value: "kanban", label: t("deals.view.kanban") },
              { value: "table", label: t("deals.view.table") },
            ]}
          />
          <PresetsMenu
            workflow={workflow}
            params={presetParams(values)}
            onApply={applyPreset}
            showPersonnel={showPersonnel}
            canSave={canEdit}
          />
          {canEdit ? (
            <NewDealButton workflowId={workflow.id} statuses={statuses} onCreated={onCreated} />
          ) : null}
        </Group>
      </Group>
      <FilterStrip workflow={workflow} filters={filters} showPersonnel={showPersonnel} />
      {deals.isPending ? (
        <Loader aria-label={t("common.loading")} />
      ) : deals.isError ? (
        <Alert color="red" title={t("deals.loadFailed")}>
          <Button variant="light" color="red" onClick={() => deals.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Alert>
      ) : filtered && columns.every((column) => column.count === 0) && !deals.isPlaceholderData ? (
        <NoMatch onClear={filters.clear} />
      ) : (
        <DealHrefContext.Provider value={hrefOf}>
          <DealLinkClickContext.Provider value={onDealLinkClick}>
            {view === "table" ? (
              <Suspense fallback={<Loader aria-label={t("common.loading")} />}>
                <DealTable
                  columns={columns}
                  statuses={statuses}
                  onMove={onMove}
                  readOnly={!canEdit}
                  onLoadMore={onLoadMore}
                  loadingMore={loadingMore}
                />
              </Suspense>
            ) : (
              <KanbanBoard
                columns={columns}
                statuses={statuses}
                onDrop={onDrop}
                onMove={onMove}
                readOnly={!canEdit}
                showTotals={showTotals}
                onLoadMore={onLoadMore}
                loadingMore={loadingMore}
                loadMoreFailed={loadMoreFailed}
              />
            )}
          </DealLinkClickContext.Provider>
        </DealHrefContext.Provider>
      )}
    </Stack>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconFilterOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h4">
          {t("boardFilters.noMatchTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("boardFilters.noMatchMessage")}
        </Text>
        <Button variant="light" onClick={onClear}>
          {t("boardFilters.clear")}
        </Button>
      </Stack>
    </Paper>
  );
}
