import type { Me, Person } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fill } from "../../../test/fill.ts";
import { demoUserMe, meFixture } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const priyaId = "01900000-0000-7000-8000-0000000000e1";
const chrisId = "01900000-0000-7000-8000-0000000000e2";
const newId = "01900000-0000-7000-8000-0000000000e3";

const priya: Person = {
  id: priyaId,
  name: "Priya Shah",
  email: "priya.shah@demoblinds.test",
  labels: ["Measurer", "Consultant"],
  notes: "Prefers morning bookings.",
  badgeColor: "#0c8599",
};
const chris: Person = {
  id: chrisId,
  name: "Chris Nguyen",
  email: "chris.nguyen@demoblinds.test",
  labels: ["Installer"],
  notes: "",
  badgeColor: "#e8590c",
};

/** The API holds Chris and Priya; `me` decides who is asking. */
function personnelApi(options: { me?: Me; extra?: Record<string, MockHandler> } = {}) {
  let people = [chris, priya];
  const byId = (id: string) => () => {
    const found = people.find((person) => person.id === id);
    return found ? { body: found } : { status: 404, body: refusalBody("NOT_FOUND") };
  };
  return mockApi({
    ...signedInHandlers(),
    "GET /me": { body: options.me ?? meFixture() },
    "GET /personnel": () => ({ body: people }),
    "GET /personnel/labels": { body: ["Consultant", "Installer", "Measurer"] },
    [`GET /personnel/${priyaId}`]: byId(priyaId),
    [`GET /personnel/${chrisId}`]: byId(chrisId),
    [`GET /personnel/${newId}`]: byId(newId),
    "POST /personnel/create": (request) => {
      const body = request.body as Omit<Person, "id" | "badgeColor">;
      people = [...people, { id: newId, badgeColor: "#2f9e44", ...body }];
      return { body: { id: newId } };
    },
    [`PUT /personnel/${priyaId}/update`]: (request) => {
      const updated = { ...priya, ...(request.body as Partial<Person>) };
      people = people.map((person) => (person.id === priyaId ? updated : person));
      return { body: updated };
    },
    [`DELETE /personnel/${priyaId}`]: () => {
      people = people.filter((person) => person.id !== priyaId);
      return { body: { ok: true } };
    },
    ...options.extra,
  });
}

describe("personnel list", () => {
  it("lists name, email and labels, and finds people by name, email or label", async () => {
    personnelApi();
    renderApp("/personnel");
    const table = await screen.findByRole("table", {});
    expect(screen.getByRole("heading", { name: "Personnel", level: 1 })).toBeInTheDocument();
    const [header, first, second] = within(table).getAllByRole("row");
    expect(header).toHaveTextContent("NameEmailLabels");
    expect(first).toHaveTextContent("Chris Nguyenchris.nguyen@demoblinds.testInstaller");
    expect(second).toHaveTextContent("Priya Shahpriya.shah@demoblinds.testMeasurerConsultant");

    const user = userEvent.setup();
    const search = screen.getByRole("searchbox", { name: "Search personnel" });
    await user.type(search, "measurer");
    await waitFor(() => expect(within(table).queryByText("Chris Nguyen")).not.toBeInTheDocument());
    expect(within(table).getByText("Priya Shah")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "nobody");
    expect(await screen.findByText("No results found", {})).toBeInTheDocument();
  });

  it("says 'No Personnel found' without people, and shows the error view when the list fails", async () => {
    personnelApi({ extra: { "GET /personnel": { body: [] } } });
    const first = renderApp("/personnel");
    expect(await screen.findByText("No Personnel found", {})).toBeInTheDocument();
    first.unmount();

    personnelApi({ extra: { "GET /personnel": { status: 500, body: refusalBody("SERVER_ERROR") } } });
    renderApp("/personnel");
    expect(await screen.findByText("Sorry, something went wrong", {})).toBeInTheDocument();
  });

  it("opens a person from their row with the keyboard, as a dialog over the list", async () => {
    personnelApi();
    const app = renderApp("/personnel");
    const link = await screen.findByRole("link", { name: "Priya Shah" });
    link.focus();
    await userEvent.setup().keyboard("{Enter}");
    await waitFor(() => expect(app.location()).toBe(`/personnel/${priyaId}`));
    const dialog = await screen.findByRole("dialog", { name: "Priya Shah" });
    expect(within(dialog).getByRole("link", { name: "priya.shah@demoblinds.test" })).toHaveAttribute(
      "href",
      "mailto:priya.shah@demoblinds.test",
    );
    expect(within(dialog).getByText("Prefers morning bookings.")).toBeInTheDocument();
    expect(within(dialog).getByText("#0c8599")).toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(app.location()).toBe("/personnel"));
  });

  it("adds a person after checking the fields, posting trimmed labels, then opens them", async () => {
    const { requests } = personnelApi();
    const app = renderApp("/personnel");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add person" });

    await user.click(within(dialog).getByRole("button", { name: "Add person" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Email is required")).toBeInTheDocument();
    await fill(user, within(dialog).getByRole("textbox", { name: /Email/ }), "jo@nowhere");
    await user.click(within(dialog).getByRole("button", { name: "Add person" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await fill(user, within(dialog).getByRole("textbox", { name: /Name/ }), "Jo Blake");
    await user.clear(within(dialog).getByRole("textbox", { name: /Email/ }));
    await fill(user, within(dialog).getByRole("textbox", { name: /Email/ }), "jo.blake@demoblinds.test");
    const labels = within(dialog).getByRole("combobox", { name: /Labels/ });
    await user.type(labels, "Installer{Enter}");
    await user.type(labels, "installer{Enter}");
    await user.type(labels, " Curtains {Enter}");
    await fill(user, within(dialog).getByRole("textbox", { name: "Notes" }), "Has the small van.");
    await user.click(within(dialog).getByRole("button", { name: "Add person" }));

    await waitFor(() => expect(app.location()).toBe(`/personnel/${newId}`));
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "Jo Blake",
      email: "jo.blake@demoblinds.test",
      labels: ["Installer", "Curtains"],
      notes: "Has the small van.",
    });
    expect(await screen.findByRole("dialog", { name: "Jo Blake" })).toBeInTheDocument();
  });

  it("shows 'Email already in use' on the email field when another person has the address", async () => {
    const { requests } = personnelApi({
      extra: {
        // As over a network: the answer comes after the click's own blur handling is done.
        "POST /personnel/create": async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { status: 422, body: refusalBody("VALIDATION_FAILED", { email: "EMAIL_IN_USE" }) };
        },
      },
    });
    const app = renderApp("/personnel");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add person" });
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Priya Again");
    await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "PRIYA.SHAH@demoblinds.test");
    await user.click(within(dialog).getByRole("button", { name: "Add person" }));

    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Email already in use");
    expect(app.location()).toBe("/personnel");
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("hides Add, Edit and Delete from someone who may not change personnel", async () => {
    const { requests } = personnelApi({ me: demoUserMe("supplier") });
    renderApp(`/personnel/${priyaId}`);
    const dialog = await screen.findByRole("dialog", { name: "Priya Shah" });
    expect(within(dialog).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add", hidden: true })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });
});

describe("person detail", () => {
  it("edits a person", async () => {
    const { requests } = personnelApi();
    renderApp(`/personnel/${priyaId}`);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Priya Shah" });
    await user.click(within(dialog).getByRole("button", { name: "Edit" }));
    const edit = await screen.findByRole("dialog", { name: "Edit person" });
    const name = within(edit).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Priya Shah-Lee");
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("dialog", { name: "Priya Shah-Lee" })).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      name: "Priya Shah-Lee",
      email: "priya.shah@demoblinds.test",
      labels: ["Measurer", "Consultant"],
      notes: "Prefers morning bookings.",
    });
  });

  it("shows the person's upcoming appointments, each linked to its deal", async () => {
    const { requests } = personnelApi({
      extra: {
        "GET /appointments": {
          body: {
            truncated: false,
            appointments: [
              {
                id: "01900000-0000-7000-8000-00000000f001",
                title: "Measure and quote",
                location: "",
                description: "",
                temporalData: {
                  type: "timespan",
                  start: "2026-12-01T23:00:00.000Z",
                  end: "2026-12-02T00:30:00.000Z",
                  startZone: "Australia/Sydney",
                  endZone: "Australia/Sydney",
                },
                participants: [
                  {
                    name: "Priya Shah",
                    email: "priya.shah@demoblinds.test",
                    phoneNumber: null,
                    status: "YES",
                  },
                ],
                version: 1,
                context: {
                  deal: {
                    id: "d-1",
                    tuid: 1042,
                    name: "Smith – Kitchen blinds",
                    workflowId: "w-1",
                    workflowSlug: "sales",
                    statusId: "s-1",
                    isArchived: false,
                  },
                },
                createdAt: "2026-11-20T01:00:00.000Z",
                updatedAt: "2026-11-20T01:00:00.000Z",
              },
            ],
          },
        },
      },
    });
    renderApp(`/personnel/${priyaId}`);
    const dialog = await screen.findByRole("dialog", { name: "Priya Shah" });
    expect(await within(dialog).findByText("Measure and quote")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "D-1042 Smith – Kitchen blinds" })).toHaveAttribute(
      "href",
      "/workflows/sales/d-1?tab=appointments",
    );
    expect(requests.find((r) => r.path === "/appointments")?.url.searchParams.get("personIds")).toBe(priyaId);
  });

  it("deletes a person after asking, then shows the list without them", async () => {
    const { requests } = personnelApi();
    const app = renderApp(`/personnel/${priyaId}`);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Priya Shah" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete person" });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Priya Shah"?');
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(app.location()).toBe("/personnel"));
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `/personnel/${priyaId}`,
    ]);
    const table = await screen.findByRole("table", {});
    await waitFor(() => expect(within(table).queryByText("Priya Shah")).not.toBeInTheDocument());
    expect(within(table).getByText("Chris Nguyen")).toBeInTheDocument();
  });

  it("sends an unknown person and an unknown sub-path to the list", async () => {
    personnelApi();
    const unknown = renderApp("/personnel/01900000-0000-7000-8000-00000000dead");
    await waitFor(() => expect(unknown.location()).toBe("/personnel"));
    expect(await screen.findByRole("table", {})).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    unknown.unmount();

    personnelApi();
    const subPath = renderApp(`/personnel/${priyaId}/appointments`);
    await waitFor(() => expect(subPath.location()).toBe("/personnel"));
  });
});

describe("personnel feature flag", () => {
  it("shows Personnel in the Deals section with the flag, and neither the entry nor the page without it", async () => {
    personnelApi();
    const withFlag = renderApp("/personnel");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(await within(nav).findByRole("link", { name: "Personnel" })).toHaveAttribute("href", "/personnel");
    withFlag.unmount();

    personnelApi({ me: meFixture({ personnel: false }) });
    const without = renderApp("/personnel");
    await waitFor(() => expect(without.location()).toBe("/dashboard"));
    const navWithout = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(await within(navWithout).findByRole("link", { name: "Contacts" })).toBeInTheDocument();
    expect(within(navWithout).queryByRole("link", { name: "Personnel" })).not.toBeInTheDocument();
  });
});
