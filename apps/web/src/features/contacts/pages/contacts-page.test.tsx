import type { Contact, ContactListItem, Me } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUserMe, meFixture, providersFixture } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const primaryId = "01900000-0000-7000-8000-0000000000p1";
const otherProviderId = "01900000-0000-7000-8000-0000000000p2";
const janeId = "01900000-0000-7000-8000-0000000000c1";
const bobId = "01900000-0000-7000-8000-0000000000c2";
const newId = "01900000-0000-7000-8000-0000000000c3";

function contactFixture(overrides: Partial<Contact> = {}): Contact {
  return {
    id: janeId,
    tuid: 1,
    name: "Jane Citizen",
    email: "jane@example.com",
    phone: "0412 345 678",
    externalLink: null,
    externalData: { source: "portal", score: 7 },
    providerConfigId: primaryId,
    context: {
      deals: [
        {
          id: "d-1",
          tuid: 11,
          name: "Kitchen blinds",
          isArchived: false,
          workflow: { id: "w-1", name: "Sales", slug: "sales" },
          status: { id: "st-1", name: "Quoted" },
        },
      ],
    },
    ...overrides,
  };
}

const bob: Contact = contactFixture({
  id: bobId,
  tuid: 2,
  name: "Bob Builder",
  email: "bob@example.com",
  phone: null,
  externalLink: "https://crm.example.com/contacts/2",
  providerConfigId: otherProviderId,
  context: { deals: [] },
});

function listItem({ context: _context, externalData: _data, ...item }: Contact): ContactListItem {
  return item;
}

function meWith(permissions: Me["permissions"]): Me {
  return { ...meFixture(), permissions };
}

/** The API holds two contacts; the primary provider is `primaryId`. */
function contactsApi(options: { permissions?: Me["permissions"]; extra?: Record<string, MockHandler> } = {}) {
  let contacts = [contactFixture(), bob];
  return mockApi({
    ...signedInHandlers(),
    "GET /me": { body: meWith(options.permissions ?? ["deals", "contacts.create"]) },
    "GET /providers": {
      body: {
        ...providersFixture,
        contacts: [
          { id: primaryId, isPrimary: true, schema: "PORTAL", fieldGroups: [] },
          { id: otherProviderId, isPrimary: false, schema: "ZOHO", fieldGroups: [] },
        ],
      },
    },
    "GET /contacts": (request) => {
      const search = (request.url.searchParams.get("search") ?? "").toLowerCase();
      const found = contacts.filter((contact) => contact.name.toLowerCase().includes(search));
      return { body: found.map(listItem) };
    },
    [`GET /contacts/${janeId}`]: () => ({ body: contacts[0] }),
    [`GET /contacts/${bobId}`]: { body: bob },
    "POST /contacts": (request) => {
      const body = request.body as Pick<Contact, "name" | "email" | "phone">;
      const created = contactFixture({
        id: newId,
        tuid: 3,
        ...body,
        externalData: {},
        context: { deals: [] },
      });
      contacts = [...contacts, created];
      return { body: created };
    },
    [`GET /contacts/${newId}`]: () => ({ body: contacts[2] }),
    [`PUT /contacts/${janeId}`]: (request) => {
      const body = request.body as Pick<Contact, "name" | "email" | "phone">;
      contacts = contacts.map((contact) => (contact.id === janeId ? { ...contact, ...body } : contact));
      return { body: contacts[0] };
    },
    ...options.extra,
  });
}

describe("contacts list", () => {
  it("lists name, email and phone, and searches after a pause with the search in the address", async () => {
    const { requests } = contactsApi();
    const app = renderApp("/contacts");
    const table = await screen.findByRole("table", {});
    expect(screen.getByRole("heading", { name: "Contacts", level: 1 })).toBeInTheDocument();
    const [header, jane, bobRow] = within(table).getAllByRole("row");
    expect(header).toHaveTextContent("NameEmailPhone");
    expect(jane).toHaveTextContent("Jane Citizenjane@example.com0412 345 678");
    expect(bobRow).toHaveTextContent("Bob Builderbob@example.com");

    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search contacts" }), "bob");
    await waitFor(() => expect(app.location()).toBe("/contacts?search=bob"));
    await waitFor(() => expect(within(table).queryByText("Jane Citizen")).not.toBeInTheDocument());
    expect(within(table).getByText("Bob Builder")).toBeInTheDocument();
    // One call per settled search, not per keystroke.
    const searches = requests
      .filter((r) => r.path === "/contacts")
      .map((r) => r.url.searchParams.get("search"));
    expect(searches).toEqual([null, "bob"]);
  });

  it("starts from the search in the address and says 'No results found' when nothing matches", async () => {
    contactsApi();
    renderApp("/contacts?search=zed");
    expect(await screen.findByText("No results found", {})).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search contacts" })).toHaveValue("zed");
  });

  it("says 'Nothing to display' without contacts, and shows the error view when the list fails", async () => {
    contactsApi({ extra: { "GET /contacts": { body: [] } } });
    const first = renderApp("/contacts");
    expect(await screen.findByText("Nothing to display", {})).toBeInTheDocument();
    first.unmount();

    contactsApi({ extra: { "GET /contacts": { status: 500, body: { message: "Server error." } } } });
    renderApp("/contacts");
    expect(await screen.findByText("Sorry, something went wrong", {})).toBeInTheDocument();
  });

  it("opens a contact from its row with the keyboard", async () => {
    contactsApi();
    const app = renderApp("/contacts");
    const link = await screen.findByRole("link", { name: "Jane Citizen" });
    link.focus();
    await userEvent.setup().keyboard("{Enter}");
    await waitFor(() => expect(app.location()).toBe(`/contacts/${janeId}`));
    expect(await screen.findByRole("dialog", { name: "Jane Citizen" })).toBeInTheDocument();
  });

  it("hides Add without the contacts.create permission", async () => {
    contactsApi({ permissions: ["deals"] });
    renderApp("/contacts");
    await screen.findByRole("table", {});
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
  });

  it("shows the supplier representative the list and a contact, without Add or Edit", async () => {
    const { requests } = contactsApi({ permissions: demoUserMe("supplier").permissions });
    renderApp(`/contacts/${janeId}`);
    const dialog = await screen.findByRole("dialog", { name: "Jane Citizen" });
    expect(within(dialog).getByRole("link", { name: "jane@example.com" })).toBeInTheDocument();
    // Jane belongs to the primary provider: only the missing permission hides Edit.
    expect(within(dialog).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add", hidden: true })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("adds a contact after checking the fields, then opens it", async () => {
    const { requests } = contactsApi();
    // A search in the address must not follow to the new contact.
    const app = renderApp("/contacts?search=e");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add contact" });

    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "not-an-email");
    await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "12345");
    await user.click(within(dialog).getByRole("button", { name: "Add contact" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid Australian phone number")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Ann Other");
    await user.clear(within(dialog).getByRole("textbox", { name: "Email" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "ann@example.com");
    await user.clear(within(dialog).getByRole("textbox", { name: "Phone" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "+61 412 345 678");
    await user.click(within(dialog).getByRole("button", { name: "Add contact" }));

    await waitFor(() => expect(app.location()).toBe(`/contacts/${newId}`));
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "Ann Other",
      email: "ann@example.com",
      phone: "+61 412 345 678",
    });
    expect(await screen.findByRole("dialog", { name: "Ann Other" })).toBeInTheDocument();
  });
});

describe("contact detail", () => {
  it("shows the contact with mail and phone links and its related deals, over the list", async () => {
    contactsApi();
    const app = renderApp(`/contacts/${janeId}`);
    const dialog = await screen.findByRole("dialog", { name: "Jane Citizen" });
    expect(within(dialog).getByRole("link", { name: "jane@example.com" })).toHaveAttribute(
      "href",
      "mailto:jane@example.com",
    );
    expect(within(dialog).getByRole("link", { name: "0412 345 678" })).toHaveAttribute(
      "href",
      "tel:0412345678",
    );
    expect(within(dialog).getByRole("link", { name: "Kitchen blinds" })).toHaveAttribute(
      "href",
      `/contacts/${janeId}/sales/d-1`,
    );
    expect(within(dialog).getByText("Quoted")).toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Open in external site" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(await screen.findByRole("table", { hidden: true })).toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(app.location()).toBe("/contacts"));
  });

  it("offers Edit only for the primary provider, and the external link when there is one", async () => {
    contactsApi();
    renderApp(`/contacts/${bobId}`);
    const dialog = await screen.findByRole("dialog", { name: "Bob Builder" });
    expect(within(dialog).getByRole("link", { name: "Open in external site" })).toHaveAttribute(
      "href",
      "https://crm.example.com/contacts/2",
    );
    expect(within(dialog).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(dialog).getByText("No related deals")).toBeInTheDocument();
  });

  it("edits a contact of the primary provider", async () => {
    const { requests } = contactsApi();
    renderApp(`/contacts/${janeId}`);
    const user = userEvent.setup();
    const detail = await screen.findByRole("dialog", { name: "Jane Citizen" });
    await user.click(within(detail).getByRole("button", { name: "Edit" }));
    const form = await screen.findByRole("dialog", { name: "Edit contact" });
    const name = within(form).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Jane Doe");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("dialog", { name: "Jane Doe" })).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "0412 345 678",
    });
  });

  it("shows the raw data and copies it", async () => {
    contactsApi();
    renderApp(`/contacts/${janeId}`);
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    const detail = await screen.findByRole("dialog", { name: "Jane Citizen" });
    await user.click(within(detail).getByRole("button", { name: "View raw data" }));
    const raw = await screen.findByRole("dialog", { name: "Raw data" });
    expect(within(raw).getByText(/"source": "portal"/)).toBeInTheDocument();
    await user.click(within(raw).getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Copied to clipboard")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      JSON.stringify({ source: "portal", score: 7 }, null, 2),
    );
  });

  it("goes back to the list for an unknown contact or sub-path", async () => {
    const unknownId = "01900000-0000-7000-8000-0000000000ff";
    contactsApi({
      extra: { [`GET /contacts/${unknownId}`]: { status: 404, body: refusalBody("NOT_FOUND") } },
    });
    const first = renderApp(`/contacts/${unknownId}`);
    await waitFor(() => expect(first.location()).toBe("/contacts"));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    first.unmount();

    contactsApi();
    const second = renderApp(`/contacts/${janeId}/unknown/more`);
    await waitFor(() => expect(second.location()).toBe("/contacts"));
  });
});
