import type { CalendarFeed, Person } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { meFixture } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const priyaId = "01900000-0000-7000-8000-0000000000e1";
const priya: Person = {
  id: priyaId,
  name: "Priya Shah",
  email: "priya.shah@demoblinds.test",
  labels: ["Measurer"],
  notes: "",
  badgeColor: "#0c8599",
};
const feedUrl = `/personnel/${priyaId}/calendar-feed`;
const token = "q3YbC1x9mR0aVt8KpZ2wLs7Ue4Hn6Jd5Gf0Bc2Aa1Xy";
const linkUrl = `https://portal.example.com/api/calendar/feed/${token}.ics`;

/** The API with Priya, whose feed starts as `initial`; a POST makes a link, a DELETE turns it off. */
function feedApi(initial: CalendarFeed, extra: Record<string, MockHandler> = {}) {
  let feed = initial;
  return mockApi({
    ...signedInHandlers(),
    "GET /me": { body: meFixture() },
    "GET /personnel": { body: [priya] },
    [`GET /personnel/${priyaId}`]: { body: priya },
    [`GET ${feedUrl}`]: () => ({ body: feed }),
    [`POST ${feedUrl}`]: () => {
      feed = { active: true, createdAt: "2026-10-01T09:00:00.000Z" };
      return { body: { url: linkUrl, createdAt: feed.createdAt } };
    },
    [`DELETE ${feedUrl}`]: () => {
      feed = { active: false, createdAt: null };
      return { body: { ok: true } };
    },
    ...extra,
  });
}

async function feedSection() {
  const dialog = await screen.findByRole("dialog", { name: "Priya Shah" });
  return within(dialog).findByRole("region", { name: "Calendar feed" });
}

describe("a person's calendar feed", () => {
  it("gets a link, shows it once with a Copy button and how to subscribe, and then only that it is on", async () => {
    const { requests } = feedApi({ active: false, createdAt: null });
    renderApp(`/personnel/${priyaId}`);
    const section = await feedSection();
    expect(await within(section).findByText("No calendar link yet.")).toBeInTheDocument();
    expect(section).toHaveTextContent(
      "Subscribe to Priya Shah's appointments in Google Calendar, Apple Calendar or Outlook with a private link. It holds them from 90 days ago to 365 days ahead.",
    );

    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Get calendar link" }));
    expect(await within(section).findByText(linkUrl)).toBeInTheDocument();
    expect(within(section).getByText("Copy the link now")).toBeInTheDocument();
    expect(section).toHaveTextContent("Google Calendar (Other calendars → From URL)");
    expect(within(section).getByText("Link on since 1 Oct 2026.")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.path)).toEqual([
      feedUrl,
    ]);

    const copy = within(section).getByRole("button", { name: "Copy link" });
    await user.click(copy);
    expect(await within(section).findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(linkUrl);
  });

  it("shows a live link's date without its URL, and replaces it after asking", async () => {
    const { requests } = feedApi({ active: true, createdAt: "2026-09-14T02:00:00.000Z" });
    renderApp(`/personnel/${priyaId}`);
    const section = await feedSection();
    expect(await within(section).findByText("Link on since 14 Sep 2026.")).toBeInTheDocument();
    expect(within(section).queryByText(/calendar\/feed/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Replace link" }));
    const confirm = await screen.findByRole("dialog", { name: "Replace the calendar link" });
    expect(confirm).toHaveTextContent("The current link stops working");
    await user.click(within(confirm).getByRole("button", { name: "Replace link" }));
    expect(await within(section).findByText(linkUrl)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("turns the feed off after asking, and leaves it on when the question is cancelled", async () => {
    const { requests } = feedApi({ active: true, createdAt: "2026-09-14T02:00:00.000Z" });
    renderApp(`/personnel/${priyaId}`);
    const section = await feedSection();
    const user = userEvent.setup();

    await user.click(await within(section).findByRole("button", { name: "Turn off" }));
    let confirm = await screen.findByRole("dialog", { name: "Turn off the calendar feed" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Turn off the calendar feed" })).toBeNull(),
    );
    expect(requests.filter((request) => request.method === "DELETE")).toEqual([]);

    await user.click(within(section).getByRole("button", { name: "Turn off" }));
    confirm = await screen.findByRole("dialog", { name: "Turn off the calendar feed" });
    await user.click(within(confirm).getByRole("button", { name: "Turn off" }));
    expect(await within(section).findByText("No calendar link yet.")).toBeInTheDocument();
    expect(await screen.findByText("Calendar feed turned off")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
      feedUrl,
    ]);
  });

  it("is not there for someone who may not change personnel, who never asks for it", async () => {
    const { requests } = feedApi(
      { active: true, createdAt: "2026-09-14T02:00:00.000Z" },
      { "GET /me": { body: { ...meFixture(), permissions: [] } } },
    );
    renderApp(`/personnel/${priyaId}`);
    const dialog = await screen.findByRole("dialog", { name: "Priya Shah" });
    expect(within(dialog).getByText(priya.email)).toBeInTheDocument();
    expect(within(dialog).queryByRole("region", { name: "Calendar feed" })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain(feedUrl);
  });
});
