import type { Appointment, CalendarPerson } from "@portal/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoUserMe, meFixture, salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { type MockHandler, type MockRequest, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";
import { todayIn } from "../appointment-values.ts";
import { visibleRange } from "../calendar/calendar-search.ts";

const sydney = "Australia/Sydney";
const measureId = "01900000-0000-7000-8000-00000000a001";
const dealId = "01900000-0000-7000-8000-000000002001";

const people: CalendarPerson[] = [
  {
    id: "01900000-0000-7000-8000-0000000000e1",
    name: "Chris Nguyen",
    email: "chris@example.com",
    badgeColor: "#e8590c",
  },
  {
    id: "01900000-0000-7000-8000-0000000000e2",
    name: "Priya Shah",
    email: "priya@example.com",
    badgeColor: "#0c8599",
  },
];

/** Friday 27 November 2026, 09:00 to 10:30 in Sydney, with Priya and Chris. */
const measure: Appointment = {
  id: measureId,
  title: "Measure and quote",
  location: "",
  description: "Bring the big ladder.",
  temporalData: {
    type: "timespan",
    start: "2026-11-26T22:00:00.000Z",
    end: "2026-11-26T23:30:00.000Z",
    startZone: sydney,
    endZone: sydney,
  },
  participants: [
    { name: "Priya Shah", email: "priya@example.com", phoneNumber: null, status: "YES" },
    { name: "Chris Nguyen", email: "CHRIS@example.com", phoneNumber: null, status: "MAYBE" },
  ],
  version: 3,
  context: {
    deal: {
      id: dealId,
      tuid: 1042,
      name: "Smith kitchen blinds",
      workflowId: salesWorkflowId,
      workflowSlug: "sales",
      statusId: "01900000-0000-7000-8000-000000000501",
      isArchived: false,
    },
  },
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function calendarApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    ...signedInHandlers(),
    "GET /workflows": { body: [workflowFixture({ name: "Sales", slug: "sales" })] },
    "GET /calendar/people": { body: people },
    // Measure is on 27 November: only a range with that day has it.
    "GET /appointments": ({ url }) => {
      const [from, to] = [url.searchParams.get("from") ?? "", url.searchParams.get("to") ?? ""];
      const within = from <= "2026-11-27" && "2026-11-27" < to;
      return { body: { appointments: within ? [measure] : [], truncated: false } };
    },
    [`GET /appointments/${measureId}`]: { body: measure },
    ...extra,
  });
}

const rangeOf = (requests: MockRequest[]) =>
  requests
    .filter((request) => request.method === "GET" && request.path === "/appointments")
    .map((request) => `${request.url.searchParams.get("from")}..${request.url.searchParams.get("to")}`);

/** The day a month view shows an event on: its week's row, and its column from where it sits. */
function dayOf(event: HTMLElement): string | undefined {
  let row: HTMLElement | null = event.parentElement;
  const dayButtons = (element: HTMLElement) =>
    [...element.querySelectorAll("button[aria-label]")].filter((button) =>
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(button.getAttribute("aria-label") ?? ""),
    );
  while (row && dayButtons(row).length < 7) row = row.parentElement;
  if (!row) return undefined;
  const offset = Number(/calc\(([\d.]+)%/.exec(event.style.left)?.[1] ?? Number.NaN);
  return dayButtons(row)[Math.round(offset / (100 / 7))]?.getAttribute("aria-label") ?? undefined;
}

const dataTransfer = () => ({
  types: ["application/json"],
  effectAllowed: "move",
  dropEffect: "move",
  setData: vi.fn(),
  getData: () => JSON.stringify({ eventId: measureId }),
});

describe("calendar", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("shows the view and date the URL asks for, and reads only the days shown", async () => {
    const { requests } = calendarApi();
    const app = renderApp("/calendar?date=2026-11-26&view=week");
    expect(
      await screen.findByRole("heading", { name: /^23\s?–\s?29 Nov 2026$/, level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Week" })).toBeChecked();
    expect(await screen.findByRole("button", { name: "Measure and quote" })).toBeInTheDocument();
    expect(rangeOf(requests)).toEqual(["2026-11-23..2026-11-30"]);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(
      await screen.findByRole("heading", { name: /^30 Nov\s?–\s?6 Dec 2026$/, level: 2 }),
    ).toBeInTheDocument();
    expect(app.location()).toBe("/calendar?date=2026-12-03&view=week");
    await waitFor(() => expect(rangeOf(requests)).toContain("2026-11-30..2026-12-07"));
    expect(await screen.findByText("No appointments in this period")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Day" }));
    expect(
      await screen.findByRole("heading", { name: "Thursday 3 December 2026", level: 2 }),
    ).toBeInTheDocument();
    expect(app.location()).toBe("/calendar?date=2026-12-03&view=day");
    await waitFor(() => expect(rangeOf(requests)).toContain("2026-12-03..2026-12-04"));
  });

  it("falls back to this month for a bad date or view", async () => {
    const { requests } = calendarApi();
    renderApp("/calendar?date=2026-02-30&view=year");
    expect(await screen.findByRole("radio", { name: "Month" })).toBeChecked();
    const range = visibleRange(todayIn(sydney), "month", "single");
    await waitFor(() => expect(rangeOf(requests)).toEqual([`${range.from}..${range.to}`]));
  });

  it("says when only the first appointments of the range came back", async () => {
    calendarApi({ "GET /appointments": { body: { appointments: [measure], truncated: true } } });
    renderApp("/calendar?date=2026-11-26");
    expect(await screen.findByText(/Only the first 1 appointments are shown/)).toBeInTheDocument();
  });

  it("remembers Multi, with a lane per person and an appointment under each of its people", async () => {
    const { requests } = calendarApi();
    const first = renderApp("/calendar?date=2026-11-27");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Multi" }));
    expect(await screen.findByText("No personnel")).toBeInTheDocument();
    for (const name of ["Chris Nguyen", "Priya Shah"])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Measure and quote" })).toHaveLength(2));
    expect(screen.getByRole("heading", { name: "Friday 27 November 2026", level: 2 })).toBeInTheDocument();
    expect(localStorage.getItem("portal.calendar.mode")).toBe('"multi"');
    await waitFor(() => expect(rangeOf(requests)).toContain("2026-11-27..2026-11-28"));
    first.unmount();

    renderApp("/calendar?date=2026-11-27");
    expect(await screen.findByRole("radio", { name: "Multi" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(
      await screen.findByRole("heading", { name: "Thursday 26 November 2026", level: 2 }),
    ).toBeInTheDocument();
  });

  it("opens an event as a dialog at /calendar/{id} and closes back to the calendar as it was", async () => {
    calendarApi();
    const app = renderApp("/calendar?date=2026-11-26&view=week");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Measure and quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Measure and quote" });
    expect(app.location()).toBe(`/calendar/${measureId}?date=2026-11-26&view=week`);
    expect(within(dialog).getByText("Bring the big ladder.")).toBeInTheDocument();
    expect(within(dialog).getByText("Priya Shah")).toBeInTheDocument();
    expect(within(dialog).getByText("Fri, 27 Nov 2026, 9:00 am – 10:30 am")).toBeInTheDocument();
    expect(await within(dialog).findByText("Sales")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "D-1042 Smith kitchen blinds" })).toHaveAttribute(
      "href",
      `/workflows/sales/${dealId}?tab=appointments`,
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(app.location()).toBe("/calendar?date=2026-11-26&view=week"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it.each([
    ["an unknown event", `/calendar/01900000-0000-7000-8000-00000000ffff`],
    ["an id that is no id", "/calendar/nothing-here"],
    ["a sub-path", `/calendar/${measureId}/more`],
  ])("sends %s to /calendar", async (_what, url) => {
    calendarApi({
      "GET /appointments/01900000-0000-7000-8000-00000000ffff": {
        status: 404,
        body: refusalBody("NOT_FOUND"),
      },
    });
    const app = renderApp(url);
    await waitFor(() => expect(app.location()).toBe("/calendar"));
    expect(await screen.findByRole("heading", { name: "Calendar", level: 1 })).toBeInTheDocument();
  });

  it("moves a dragged appointment at once, and puts it back with the spec's toast when the change is refused", async () => {
    let refuse: () => void = () => {};
    const { requests } = calendarApi({
      [`PUT /appointments/${measureId}`]: () =>
        new Promise((resolve) => {
          refuse = () => resolve({ status: 409, body: refusalBody("CONFLICT") });
        }),
    });
    renderApp("/calendar?date=2026-11-26&view=month");
    const event = await screen.findByRole("button", { name: "Measure and quote" });
    expect(dayOf(event)).toBe("November 27, 2026");
    expect(event).toHaveAttribute("draggable", "true");

    const transfer = dataTransfer();
    fireEvent.dragStart(event, { dataTransfer: transfer });
    const target = screen.getByRole("button", { name: "December 2, 2026" });
    fireEvent.dragOver(target, { dataTransfer: transfer });
    fireEvent.drop(target, { dataTransfer: transfer });

    await waitFor(() =>
      expect(dayOf(screen.getByRole("button", { name: "Measure and quote" }))).toBe("December 2, 2026"),
    );
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.body).toMatchObject({
      version: 3,
      title: "Measure and quote",
      temporalData: { type: "timespan", start: "2026-12-01T22:00:00.000Z", end: "2026-12-01T23:30:00.000Z" },
      participants: measure.participants,
    });

    refuse();
    expect(
      await screen.findByText("We had trouble making that change, please try again"),
    ).toBeInTheDocument();
    expect(screen.getByText("Oops! That didn't work")).toBeInTheDocument();
    await waitFor(() =>
      expect(dayOf(screen.getByRole("button", { name: "Measure and quote" }))).toBe("November 27, 2026"),
    );
  });

  it("lets only those who may change appointments drag them", async () => {
    // The supplier's representative reads deals but may not change them.
    calendarApi({ "GET /me": { body: demoUserMe("supplier") } });
    renderApp("/calendar?date=2026-11-26&view=month");
    expect(await screen.findByRole("button", { name: "Measure and quote" })).toHaveAttribute(
      "draggable",
      "false",
    );
  });

  it("keeps an archived deal's appointments where they are", async () => {
    const archived = {
      ...measure,
      context: { deal: { ...measure.context.deal, isArchived: true } },
    } as Appointment;
    calendarApi({
      "GET /me": { body: meFixture() },
      "GET /appointments": { body: { appointments: [archived], truncated: false } },
    });
    renderApp("/calendar?date=2026-11-26&view=month");
    expect(await screen.findByRole("button", { name: "Measure and quote" })).toHaveAttribute(
      "draggable",
      "false",
    );
  });
});
