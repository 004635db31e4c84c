import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { workflowFixture } from "../../../test/fixtures.ts";
import { boardFixture, boardHandlers } from "../../../test/kits/deal-board.test-kit.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { loadAppRoutes, renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

// Every card render calls useSortable once: counting the calls counts the card renders.
const renders = vi.hoisted(() => ({ cards: 0 }));
vi.mock("@dnd-kit/sortable", async (importOriginal) => {
  const original = await importOriginal<typeof import("@dnd-kit/sortable")>();
  return {
    ...original,
    useSortable: (...args: Parameters<typeof original.useSortable>) => {
      renders.cards += 1;
      return original.useSortable(...args);
    },
  };
});

// The app's code, loaded after the mock above (this file runs isolated, without the web project's
// setup-app-code.ts), so the first page renders within the library's timeouts.
beforeAll(loadAppRoutes);

/** The card render count once it has stopped changing for 300 ms (a loaded machine settles late). */
async function settledCardRenders(): Promise<number> {
  let last = -1;
  while (renders.cards !== last) {
    last = renders.cards;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return last;
}

describe("board polling", () => {
  it("re-renders no card when a poll brings the same deals", async () => {
    const api = mockApi({
      ...signedInHandlers(),
      "GET /workflows": { body: [workflowFixture()] },
      // A new JSON answer each time, equal to the last.
      ...boardHandlers(() => boardFixture()),
      "GET /account/web-settings/DEAL_WORKFLOWS": { body: { workflows: [] } },
    });
    const { queryClient } = renderApp("/workflows/sales");
    await screen.findByText("Smith kitchen blinds");
    // Let the board settle (dnd-kit measures once after mounting).
    const before = await settledCardRenders();
    const calls = () => api.requests.filter((r) => r.path.endsWith("/board")).length;
    const callsBefore = calls();
    await queryClient.refetchQueries({ queryKey: ["deals", "board"] });
    await waitFor(() => expect(calls()).toBe(callsBefore + 1));
    expect(await settledCardRenders()).toBe(before);
  });
});
