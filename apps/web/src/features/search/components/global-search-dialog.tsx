// The global search dialog: Mantine Spotlight over GET /search, grouped by type, 300 ms after the last
// key (spec 001 §9). Arrow keys move through the results, Enter opens one, Escape closes; the field is a
// combobox over a listbox, so a screen reader hears the result the arrows reach.
import "@mantine/spotlight/styles.css";
import { Badge, Loader, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { createSpotlight, Spotlight, useSpotlight } from "@mantine/spotlight";
import { type SearchEntityType, type SearchResult, searchEntityTypes } from "@portal/contract";
import {
  IconAddressBook,
  IconFileDollar,
  IconLayoutKanban,
  IconSearch,
  IconTruckDelivery,
  IconUser,
} from "@tabler/icons-react";
import { type ComponentType, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useWorkflows } from "../../workflows/index.ts";
import { useGlobalSearch } from "../api/global-search.ts";
import { resultHref } from "../result-href.ts";
import classes from "./global-search.module.css";
import { typeAheadTarget } from "./type-ahead.ts";

/** Spec 001 §9: the search asks 300 ms after the last key. */
export const globalSearchDebounceMs = 300;

const listId = "global-search-results";
const dialogHeight = "min(80vh, 640px)";
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
const optionId = (index: number) => `global-search-result-${index}`;

const [store, spotlight] = createSpotlight();

/** Spotlight selects the first action as the text changes; results come later, so select it as they do. */
function selectFirstResult() {
  const list = document.getElementById(listId);
  list?.querySelector("[data-selected]")?.removeAttribute("data-selected");
  const first = list?.querySelector("[data-action]");
  first?.setAttribute("data-selected", "true");
  store.setState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

const icons: Record<SearchEntityType, ComponentType<{ size?: number; "aria-hidden"?: boolean }>> = {
  CONTACT: IconAddressBook,
  DEAL: IconLayoutKanban,
  PERSON: IconUser,
  PURCHASE_ORDER: IconTruckDelivery,
  QUOTE: IconFileDollar,
};

export type GlobalSearchDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** What was typed before its field had focus: it joins the query when the field gets focus. */
  typedAhead?: () => string;
};

export function GlobalSearchDialog({ opened, onClose, typedAhead }: GlobalSearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [debounced] = useDebouncedValue(query.trim(), globalSearchDebounceMs);
  const search = useGlobalSearch(debounced);
  const workflows = useWorkflows();
  const { selected } = useSpotlight(store);
  const slugs = useMemo(
    () => new Map((workflows.data ?? []).map((workflow) => [workflow.id, workflow.slug])),
    [workflows.data],
  );

  useEffect(() => (opened ? spotlight.open() : spotlight.close()), [opened]);

  const typed = query.trim();
  const answer = typed.length > 0 && debounced.length > 0 ? search.data : undefined;
  const waiting = typed.length > 0 && (typed !== debounced || search.isFetching);
  const items = answer?.items ?? [];
  const groups = searchEntityTypes
    .map((type) => ({ type, items: items.filter((item) => item.entityType === type) }))
    .filter((group) => group.items.length > 0);
  // The listbox's options in the order they are drawn (grouped), each with its id.
  const ordered = groups.flatMap((group) => group.items);

  useEffect(() => {
    if (answer) selectFirstResult();
  }, [answer]);

  const open = (result: SearchResult) => {
    const href = resultHref(result, (id) => slugs.get(id));
    if (href !== null) navigate(href);
  };

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={onClose}
      // The header's own hotkey opens it (it works before this code has loaded).
      shortcut={null}
      scrollable
      maxHeight={dialogHeight}
      size="lg"
      // The dialog's name: a title only screen readers see (the field says the same to the eye).
      title={t("globalSearch.label")}
      classNames={{ action: classes.action }}
      styles={{
        header: visuallyHidden,
        // The list leaves room for the field and the footer (on a phone too).
        actionsList: { maxHeight: `calc(${dialogHeight} - 8rem)` },
      }}
    >
      <Spotlight.Search
        placeholder={t("globalSearch.placeholder")}
        aria-label={t("globalSearch.label")}
        role="combobox"
        aria-expanded={ordered.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 && selected < ordered.length ? optionId(selected) : undefined}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={waiting ? <Loader size={16} aria-label={t("globalSearch.searching")} /> : null}
        maxLength={200}
        {...{ [typeAheadTarget]: "" }}
        onFocus={() => {
          const typed = typedAhead?.() ?? "";
          if (typed) setQuery((current) => current + typed);
        }}
      />
      <Spotlight.ActionsList id={listId} role={ordered.length > 0 ? "listbox" : undefined}>
        {groups.map((group) => {
          const Icon = icons[group.type];
          const label = t(`globalSearch.types.${group.type}`);
          return (
            <Spotlight.ActionsGroup key={group.type} label={label} role="group" aria-label={label}>
              {group.items.map((result) => {
                const index = ordered.indexOf(result);
                return (
                  <Spotlight.Action
                    key={`${result.entityType}:${result.id}`}
                    // Spotlight keeps `id` for itself: the option's own id goes on by ref.
                    ref={(element: HTMLButtonElement | null) => element?.setAttribute("id", optionId(index))}
                    role="option"
                    aria-selected={index === selected}
                    onClick={() => open(result)}
                    label={result.title}
                    description={result.description || undefined}
                    leftSection={<Icon size={20} aria-hidden />}
                    rightSection={
                      result.isArchived ? (
                        <Badge size="sm" variant="default">
                          {t("globalSearch.archived")}
                        </Badge>
                      ) : null
                    }
                    dimmedSections={false}
                  />
                );
              })}
            </Spotlight.ActionsGroup>
          );
        })}
      </Spotlight.ActionsList>
      <SearchStatus typed={typed} found={answer?.items.length} error={search.isError} waiting={waiting} />
      {answer && answer.total > answer.items.length ? (
        <Spotlight.Footer>
          <Text size="xs" c="dimmed">
            {t("globalSearch.bestMatches", { shown: answer.items.length, total: answer.total })}
          </Text>
        </Spotlight.Footer>
      ) : null}
    </Spotlight.Root>
  );
}

/** What the dialog says when it has no results to show: what to type, a failure, or nothing found. */
function SearchStatus(props: {
  typed: string;
  /** How many results the answer on screen holds; undefined before one. */
  found: number | undefined;
  error: boolean;
  waiting: boolean;
}) {
  const { t } = useTranslation();
  let message: string | null = null;
  if (props.typed.length === 0) message = t("globalSearch.hint");
  else if (props.error && !props.waiting) message = t("globalSearch.failed");
  else if (props.found === 0 && !props.waiting) message = t("globalSearch.nothingFound");
  return message === null ? null : <Spotlight.Empty role="status">{message}</Spotlight.Empty>;
}
