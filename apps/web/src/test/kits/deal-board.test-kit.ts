import { boardPageSize, type Deal, type DealCard } from "@portal/contract";
import { sumMoney } from "@portal/domain";
import type { BoardData } from "../../features/deals/components/board-model.ts";
import { salesWorkflowId, workflowFixture } from "../fixtures.ts";
import type { MockHandler } from "../mock-api.ts";

export function dealCardFixture(overrides: Partial<DealCard> & Pick<DealCard, "id" | "tuid">): DealCard {
  return {
    workflowId: salesWorkflowId,
    statusId: "st-1",
    name: `Deal ${overrides.tuid}`,
    description: "",
    sidemark: null,
    contact: null,
    sortOrder: overrides.tuid * 1024,
    isArchived: false,
    version: 1,
    flagValues: [],
    alerts: [],
    alertWeight: 0,
    value: "0.00",
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export const dealId = (n: number) => `01900000-0000-7000-8000-0000000010${String(n).padStart(2, "0")}`;

/** Two deals in New Lead, one in Quoted, none in Installed. */
export function boardFixture(): DealCard[] {
  return [
    dealCardFixture({
      id: dealId(1),
      tuid: 1042,
      name: "Smith kitchen blinds",
      contact: { id: "c-1", name: "Jane Smith" },
      flagValues: [
        {
          workflowFlagId: "fl-1",
          workflowFlagName: "Payment",
          workflowFlagValueId: "fv-2",
          label: "Deposit Paid",
          appearance: "WARNING",
          showOnCard: true,
        },
      ],
    }),
    dealCardFixture({ id: dealId(2), tuid: 1043, name: "Office shutters" }),
    dealCardFixture({
      id: dealId(3),
      tuid: 1044,
      name: "Lounge curtains",
      statusId: "st-2",
      alerts: [{ type: "WARNING", key: "no-quote", content: "No quote yet" }],
      alertWeight: 100,
    }),
  ];
}

/** A new deal as POST /deals answers it. */
export function dealDetailFixture(id: string): Deal {
  return {
    id,
    tuid: 1050,
    workflowId: salesWorkflowId,
    name: "Bathroom blinds",
    description: "Two windows",
    sidemark: null,
    contactId: null,
    statusId: "st-1",
    sortOrder: 0,
    isArchived: false,
    version: 1,
    udfs: {},
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    context: {
      quoteCount: 0,
      orderCount: 0,
      alerts: [],
      flagValues: [],
      contact: null,
      status: { id: "st-1", name: "New Lead", slug: "new-lead", phase: "NEW" },
      workflow: { id: salesWorkflowId, name: "Sales", slug: "sales" },
      payments: [],
    },
  };
}

type Statuses = readonly { id: string }[];

/** The board call's answer for these cards: per status their count, value and a page, as the server cuts it. */
export function boardData(
  cards: readonly DealCard[],
  statuses: Statuses = workflowFixture().context.statuses,
  page: { offset?: number; limit?: number } = {},
): BoardData {
  const { offset = 0, limit = boardPageSize } = page;
  return {
    columns: statuses.map((status) => {
      const column = cards
        .filter((card) => card.statusId === status.id)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.tuid - b.tuid);
      return {
        statusId: status.id,
        count: column.length,
        value: column.some((card) => card.value === null)
          ? null
          : sumMoney(column.map((card) => card.value ?? "0.00")),
        cards: column.slice(offset, offset + limit),
      };
    }),
  };
}

/**
 * Mock answers for a workflow's board by column (`GET .../board` and each status's `GET .../board/{statusId}`)
 * over the cards `cardsFor` gives for the request's URL.
 */
export function boardHandlers(
  cardsFor: (url: URL) => readonly DealCard[],
  workflowId = salesWorkflowId,
  statuses: Statuses = workflowFixture().context.statuses,
): Record<string, MockHandler> {
  const limitOf = (url: URL) => Number(url.searchParams.get("limit") ?? boardPageSize);
  const firstPages: MockHandler = (request) => ({
    body: boardData(cardsFor(request.url), statuses, { limit: limitOf(request.url) }),
  });
  const handlers: Record<string, MockHandler> = {
    [`GET /workflows/${workflowId}/board`]: firstPages,
    // The route's loader asks by the address's slug while the workflow list is on its way.
    ...(workflowId === salesWorkflowId
      ? { [`GET /workflows/by-slug/${workflowFixture().slug}/board`]: firstPages }
      : {}),
  };
  for (const status of statuses) {
    handlers[`GET /workflows/${workflowId}/board/${status.id}`] = (request) => ({
      body: boardData(cardsFor(request.url), [status], {
        offset: Number(request.url.searchParams.get("offset") ?? 0),
        limit: limitOf(request.url),
      }).columns[0],
    });
  }
  return handlers;
}
