import type { Appointment, CalendarPerson, ContactListItem } from "@portal/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toastApiError } from "../../../app/session/session-handlers.ts";
import { configureApiClient } from "../../../shared/api-client/api-client.ts";
import { fill } from "../../../test/fill.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { DealAppointmentsPanel } from "./deal-appointments-panel.tsx";

const dealId = "01900000-0000-7000-8000-000000002001";
const pastId = "01900000-0000-7000-8000-00000000a001";
const futureId = "01900000-0000-7000-8000-00000000a002";
const newId = "01900000-0000-7000-8000-00000000a003";
const sydney = "Australia/Sydney";

const deal = {
  id: dealId,
  tuid: 1042,
  name: "Smith kitchen blinds",
  workflowId: "01900000-0000-7000-8000-000000000001",
  workflowSlug: "sales",
  statusId: "01900000-0000-7000-8000-000000000501",
  isArchived: false,
};

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: futureId,
    title: "Install shutters",
    location: "12 Harbour St",
    description: "",
    temporalData: { type: "date", date: "2099-06-01" },
    participants: [],
    version: 1,
    context: { deal },
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

const past = () =>
  appointment({
    id: pastId,
    title: "Measure up",
    temporalData: {
      type: "timespan",
      start: "2020-03-02T23:00:00.000Z",
      end: "2020-03-03T00:00:00.000Z",
      startZone: sydney,
      endZone: sydney,
    },
    participants: [{ name: "Priya Patel", email: "priya@example.com", phoneNumber: null, status: "YES" }],
  });

const people: CalendarPerson[] = [
  {
    id: "01900000-0000-7000-8000-0000000000p1",
    name: "Priya Patel",
    email: "priya@example.com",
    badgeColor: "blue",
  },
  {
    id: "01900000-0000-7000-8000-0000000000p2",
    name: "Sam Installer",
    email: "sam@example.com",
    badgeColor: "red",
  },
];

const jane: ContactListItem = {
  id: "01900000-0000-7000-8000-0000000000c1",
  tuid: 7,
  name: "Jane Smith",
  email: "jane@example.com",
  phone: "0412 345 678",
  externalLink: null,
  providerConfigId: "p-1",
};

/** The editor guards unsaved changes, which needs a data router. */
function renderPanel(ui: ReactNode) {
  return renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: "/", element: ui }])} />);
}

function openPanel(list: Appointment[], extra: Record<string, MockHandler> = {}, readOnly = false) {
  const api = mockApi({
    [`GET /deals/${dealId}/appointments`]: () => ({ body: list }),
    "GET /calendar/people": { body: people },
    "GET /contacts": { body: [jane] },
    ...extra,
  });
  renderPanel(<DealAppointmentsPanel dealId={dealId} readOnly={readOnly} accountTimeZone={sydney} />);
  return { ...api, user: userEvent.setup() };
}

const input = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name, { exact: false });

describe("deal appointments", () => {
  beforeEach(() => {
    // The app's toasts for refused calls, as the signed-in app sets them up.
    configureApiClient({ onSessionLost: () => {}, onServerError: toastApiError });
  });

  it("lists time and title by start, past ones styled apart and named so", async () => {
    openPanel([past(), appointment()]);
    const list = await screen.findByRole("list", { name: "Appointments" });
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Past: Tue, 3 Mar 2020, 10:00 am – 11:00 am");
    expect(first).toHaveTextContent("Measure up");
    expect(first).toHaveAttribute("data-past");
    expect(second).toHaveTextContent("Mon, 1 Jun 2099Install shutters");
    expect(second).not.toHaveTextContent("Past");
    expect(second).not.toHaveAttribute("data-past");
    expect(screen.getByRole("button", { name: "Add" })).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    openPanel([]);
    expect(await screen.findByText("No appointments yet")).toBeInTheDocument();
  });

  it("read-only (an archived deal, no permission): no Add, and an appointment only shows", async () => {
    const { user } = openPanel([appointment()], {}, true);
    const list = await screen.findByRole("list", { name: "Appointments" });
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: /Install shutters/ }));
    const dialog = await screen.findByRole("dialog", { name: "Install shutters" });
    expect(within(dialog).getByText("12 Harbour St")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the dates on the input it names", async () => {
    const { user } = openPanel([appointment()], {
      [`PUT /appointments/${futureId}`]: {
        status: 422,
        body: {
          message: "The given data was invalid.",
          code: "VALIDATION_FAILED",
          errors: { "temporalData.end": [{ code: "END_BEFORE_START", message: "END_BEFORE_START" }] },
        },
      },
    });
    const list = await screen.findByRole("list", { name: "Appointments" });
    await user.click(within(list).getByRole("button", { name: /Install shutters/ }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Install shutters" })).getByRole("button", {
        name: "Edit",
      }),
    );
    const editor = await screen.findByRole("dialog", { name: "Edit appointment" });
    await user.click(within(editor).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    expect(input(editor, "End date")).toHaveAccessibleDescription("The end cannot be before the start");
    expect(input(editor, "End date")).toHaveFocus();
  });

  it("starts a new appointment at the next whole hour in the account's zone, and names the zone", async () => {
    // 14:10 in Sydney (summer time) on 7 December; the browser here is not in Sydney.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-12-07T03:10:00Z") });
    try {
      const { user } = openPanel([]);
      await user.click(await screen.findByRole("button", { name: "Add" }));
      const dialog = await screen.findByRole("dialog", { name: "New appointment" });
      expect(input(dialog, "Start date")).toHaveValue("2026-12-07");
      expect(input(dialog, "Start time")).toHaveValue("15:00");
      expect(input(dialog, "End time")).toHaveValue("16:00");
      expect(within(dialog).getByText("Times in Australia/Sydney")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("books a timed appointment: new opens in edit mode, Save sends a timespan with zones, then it shows as existing", async () => {
    let list: Appointment[] = [];
    const { user, requests } = openPanel(list, {
      [`GET /deals/${dealId}/appointments`]: () => ({ body: list }),
      [`POST /deals/${dealId}/appointments`]: (request) => {
        const created = appointment({ id: newId, ...(request.body as Partial<Appointment>) });
        list = [created];
        return { body: created };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "New appointment" });
    expect(within(dialog).getByRole("switch", { name: "All day" })).not.toBeChecked();

    // Save with no title: the field says so and gets the focus.
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    expect(input(dialog, "Title")).toHaveFocus();

    await fill(user, input(dialog, "Title"), "Measure up");
    fireEvent.change(input(dialog, "Start date"), { target: { value: "2099-12-01" } });
    // The end moved with the start.
    expect(input(dialog, "End date")).toHaveValue("2099-12-01");
    fireEvent.change(input(dialog, "Start time"), { target: { value: "14:30" } });
    expect(input(dialog, "End time")).toHaveValue("15:30");
    await fill(user, input(dialog, "Location"), "12 Harbour St");

    // A person of the personnel, a contact, and a name typed.
    const picker = within(dialog).getByRole("textbox", { name: "Add participant" });
    await user.type(picker, "pri");
    await user.click(await screen.findByRole("option", { name: /Priya Patel/ }));
    await user.type(picker, "jane");
    await user.click(await screen.findByRole("option", { name: /Jane Smith/ }));
    await user.type(picker, "Bob Builder{Enter}");
    const rows = within(dialog).getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual([
      "Priya Patel",
      "Jane Smith",
      "Bob Builder",
    ]);

    // An email is checked.
    const bob = rows[2] as HTMLElement;
    await fill(user, within(bob).getByRole("textbox", { name: "Email" }), "bob@");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(bob).findByText("Please enter a valid email address")).toBeInTheDocument();
    await fill(user, within(bob).getByRole("textbox", { name: "Email" }), "example.com");
    await user.click(within(bob).getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Maybe" }));

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Appointment added")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      title: "Measure up",
      location: "12 Harbour St",
      description: "",
      temporalData: {
        type: "timespan",
        // 14:30–15:30 in Sydney on 1 December (summer time, +11).
        start: "2099-12-01T03:30:00.000Z",
        end: "2099-12-01T04:30:00.000Z",
        startZone: sydney,
        endZone: sydney,
      },
      participants: [
        { name: "Priya Patel", email: "priya@example.com", phoneNumber: null, status: "NOREPLY" },
        { name: "Jane Smith", email: "jane@example.com", phoneNumber: "0412 345 678", status: "NOREPLY" },
        { name: "Bob Builder", email: "bob@example.com", phoneNumber: null, status: "MAYBE" },
      ],
    });

    // Now it exists: shown in view mode, with Edit, and in the list.
    const shown = await screen.findByRole("dialog", { name: "Measure up" });
    expect(within(shown).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(within(shown).getByText("Tue, 1 Dec 2099, 2:30 pm – 3:30 pm")).toBeInTheDocument();
    expect(within(shown).getByTestId("appointment-subtitle")).toHaveTextContent(/^Coming up in \d+ years$/);
    const participants = within(shown).getByRole("list", { name: "Participants" });
    expect(within(participants).getAllByRole("listitem")[2]).toHaveTextContent(
      "Bob Builderbob@example.comMaybe",
    );
    const list2 = await screen.findByRole("list", { name: "Appointments" });
    expect(within(list2).getByText("Measure up")).toBeInTheDocument();
  });

  it("all day: the switch keeps the dates and Save sends a datespan", async () => {
    const { user, requests } = openPanel([], {
      [`POST /deals/${dealId}/appointments`]: (request) => ({
        body: appointment({ id: newId, ...(request.body as Partial<Appointment>) }),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "New appointment" });
    await user.type(input(dialog, "Title"), "Install");
    fireEvent.change(input(dialog, "Start date"), { target: { value: "2099-12-01" } });
    fireEvent.change(input(dialog, "End date"), { target: { value: "2099-12-03" } });
    await user.click(within(dialog).getByRole("switch", { name: "All day" }));
    expect(within(dialog).queryByLabelText("Start time", { exact: false })).not.toBeInTheDocument();
    expect(input(dialog, "Start date")).toHaveValue("2099-12-01");
    expect(input(dialog, "End date")).toHaveValue("2099-12-03");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("dialog", { name: "Install" })).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({
      temporalData: { type: "datespan", start: "2099-12-01", end: "2099-12-03" },
    });
  });

  it("shows the spec's toast and the latest appointment when a change meets a newer version (409)", async () => {
    const { user, requests } = openPanel([appointment()], {
      [`PUT /appointments/${futureId}`]: { status: 409, body: { message: "Conflict", code: "CONFLICT" } },
      [`GET /appointments/${futureId}`]: {
        body: appointment({ title: "Install shutters (moved)", version: 2 }),
      },
    });
    const list = await screen.findByRole("list", { name: "Appointments" });
    await user.click(within(list).getByRole("button", { name: /Install shutters/ }));
    const dialog = await screen.findByRole("dialog", { name: "Install shutters" });
    await user.click(within(dialog).getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("dialog", { name: "Edit appointment" });
    expect(input(editor, "All day")).toBeChecked();
    await user.clear(input(editor, "Title"));
    await user.type(input(editor, "Title"), "Install shutters and blinds");
    await user.click(within(editor).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Oops! That didn't work")).toBeInTheDocument();
    expect(screen.getByText("We had trouble making that change, please try again")).toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Install shutters (moved)" })).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      version: 1,
      title: "Install shutters and blinds",
      location: "12 Harbour St",
      description: "",
      temporalData: { type: "date", date: "2099-06-01" },
      participants: [],
    });
    // The generic refusal toast stays away.
    expect(
      screen.queryByText("Someone changed this in the meantime. Reload and try again."),
    ).not.toBeInTheDocument();
  });

  it("asks before closing with unsaved changes", async () => {
    const { user } = openPanel([]);
    await user.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "New appointment" });
    // Untouched, it closes at once.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "New appointment" })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole("button", { name: "Add" }));
    const again = await screen.findByRole("dialog", { name: "New appointment" });
    await user.type(input(again, "Title"), "Quote visit");
    await user.click(within(again).getByRole("button", { name: "Close" }));
    const confirm = await screen.findByRole("dialog", { name: "You have unsaved changes" });
    expect(confirm).toHaveTextContent("If you exit now your changes will be lost. Are you sure?");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(input(again, "Title")).toHaveValue("Quote visit");

    await user.click(within(again).getByRole("button", { name: "Close" }));
    const asked = await screen.findByRole("dialog", { name: "You have unsaved changes" });
    await user.click(within(asked).getByRole("button", { name: "Yes, exit without saving" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "New appointment" })).not.toBeInTheDocument(),
    );
  });

  it("removes a deleted appointment at once and puts it back when the delete fails", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    let reads = 0;
    const { user } = openPanel([], {
      [`GET /deals/${dealId}/appointments`]: () => {
        reads += 1;
        // After the failure the list is not read again in time: what shows is the local undo.
        return reads === 1 ? { body: [past(), appointment()] } : new Promise(() => {});
      },
      [`DELETE /appointments/${pastId}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const list = await screen.findByRole("list", { name: "Appointments" });
    await user.click(within(list).getByRole("button", { name: /Measure up/ }));
    const dialog = await screen.findByRole("dialog", { name: "Measure up" });
    expect(within(dialog).getByText("Priya Patel")).toBeInTheDocument();
    expect(within(dialog).getByText("Yes")).toBeInTheDocument();
    expect(within(dialog).getByTestId("appointment-subtitle")).toHaveTextContent(/^Ended \d+ years ago$/);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete appointment" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(within(list).queryByText("Measure up")).not.toBeInTheDocument());
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    answer({ status: 500, body: { message: "Internal Server Error", code: "SERVER_ERROR" } });
    expect(await within(list).findByText("Measure up")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("Appointment deleted")).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        "The server is experiencing issues, please try again later or contact technical support.",
      ),
    ).toBeInTheDocument();
  });
});
