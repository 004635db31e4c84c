import { boardPageSize, buildPath, getWorkflowBoardBySlug } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { createAppQueryClient } from "../../../app/query-client.ts";
import { startGet } from "../../../shared/api-client/api-client.ts";
import { salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { boardData, boardHandlers, dealCardFixture, dealId } from "../../../test/kits/deal-board.test-kit.ts";
import { mockApi } from "../../../test/mock-api.ts";
import type { BoardData } from "../components/board-model.ts";
import { boardBySlugPath } from "./board-by-slug.ts";
import { dealKeys } from "./deal-keys.ts";
import { prefetchBoard } from "./get-workflow-board-by-slug.ts";

const statuses = workflowFixture().context.statuses;
/** 130 deals in New Lead, 3 in Quoted. */
const cards = Array.from({ length: 133 }, (_, i) =>
  dealCardFixture({ id: `${dealId(0)}-${i}`, tuid: 3000 + i, statusId: i < 130 ? "st-1" : "st-2" }),
);

/** Each column's count, value and card ids (the client keeps only a board card's fields). */
const summary = (board: BoardData) =>
  board.columns.map(({ cards: list, ...column }) => ({ ...column, ids: list.map((card) => card.id) }));

describe("loading the board from its address", () => {
  it("reads the board the loader asked for by slug, and files it under the workflow's id", async () => {
    const { requests } = mockApi({
      ...boardHandlers(() => cards),
      "GET /workflows": { body: [workflowFixture()] },
    });
    const queryClient = createAppQueryClient();
    await prefetchBoard(queryClient, "sales", new URLSearchParams(), startGet(boardBySlugPath("sales")));
    const board = queryClient.getQueryData<BoardData>(dealKeys.board(salesWorkflowId, {}));
    expect(board && summary(board)).toEqual(summary(boardData(cards, statuses, { limit: boardPageSize })));
    // The board once, by slug: the answer sent early is read, not asked for again.
    expect(requests.map((request) => request.path).sort()).toEqual([
      "/workflows",
      "/workflows/by-slug/sales/board",
    ]);
  });

  it("asks by id for a filtered board, or when nothing was sent early", async () => {
    const { requests } = mockApi({
      ...boardHandlers(() => cards),
      "GET /workflows": { body: [workflowFixture()] },
    });
    const queryClient = createAppQueryClient();
    await prefetchBoard(
      queryClient,
      "sales",
      new URLSearchParams("search=a"),
      startGet(boardBySlugPath("sales")),
    );
    expect(queryClient.getQueryData(dealKeys.board(salesWorkflowId, { search: "a" }))).toBeDefined();
    await prefetchBoard(queryClient, "sales", new URLSearchParams());
    expect(queryClient.getQueryData(dealKeys.board(salesWorkflowId, {}))).toBeDefined();
    const boards = requests.filter((request) => request.path.endsWith("/board"));
    expect(boards.map((request) => `${request.path}${request.url.search}`)).toEqual([
      "/workflows/by-slug/sales/board",
      `/workflows/${salesWorkflowId}/board?search=a`,
      `/workflows/${salesWorkflowId}/board`,
    ]);
  });

  it("files nothing for a slug the workflow list does not have", async () => {
    mockApi({
      "GET /workflows": { body: [workflowFixture()] },
      "GET /workflows/by-slug/gone/board": { status: 404, body: { code: "NOT_FOUND" } },
    });
    const queryClient = createAppQueryClient();
    await prefetchBoard(queryClient, "gone", new URLSearchParams(), startGet(boardBySlugPath("gone")));
    expect(queryClient.getQueryCache().findAll({ queryKey: ["deals"] })).toEqual([]);
  });

  it("sends the early request to the contract's path", () => {
    expect(boardBySlugPath("sales & co")).toBe(
      buildPath(getWorkflowBoardBySlug.path, { slug: "sales & co" }),
    );
  });
});
