import type { CalendarConnection, CalendarProviders, ContactProvider, Providers } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoUserMe, meFixture, providersFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const builtIn: ContactProvider = { id: "portal", isPrimary: true, schema: "PORTAL", fieldGroups: [] };
const zoho: ContactProvider = {
  id: "01900000-0000-7000-8000-0000000000z1",
  isPrimary: false,
  schema: "ZOHO",
  fieldGroups: [],
  status: "VALID",
  apiKeyHint: "9876",
};
const redirectUri = "http://localhost/api/account/calendar-connections/oauth-callback";
const noneConfigured: CalendarProviders = {
  redirectUri,
  providers: [
    { provider: "GOOGLE", configured: false },
    { provider: "MICROSOFT", configured: false },
  ],
};
const googleConfigured: CalendarProviders = {
  redirectUri,
  providers: [
    { provider: "GOOGLE", configured: true },
    { provider: "MICROSOFT", configured: false },
  ],
};
const virtual: CalendarConnection = {
  id: 7,
  provider: "VIRTUAL_CALENDAR",
  status: "VALID",
  email: "hello@demoblinds.test",
};

type Setup = {
  connections?: CalendarConnection[];
  calendarProviders?: CalendarProviders;
  contacts?: ContactProvider[];
  me?: ReturnType<typeof meFixture>;
};

/** The API holds the account's connections and providers; the calls change them. */
function integrationsApi({
  connections: initial = [],
  calendarProviders = noneConfigured,
  contacts: initialContacts = [builtIn],
  me = meFixture(),
}: Setup = {}) {
  let connections = initial;
  let contacts = initialContacts;
  return mockApi({
    ...signedInHandlers(),
    "GET /me": { body: me },
    "GET /providers": () => ({ body: { ...providersFixture, contacts } satisfies Providers }),
    "GET /account/nylas": () => ({ body: connections }),
    "GET /account/calendar-providers": { body: calendarProviders },
    "POST /account/calendar-connections/virtual-calendar": () => {
      connections = [...connections, virtual];
      return { body: virtual };
    },
    "POST /account/calendar-connections/authorize": {
      body: { url: "https://accounts.example.com/authorize?state=abc" },
    },
    [`DELETE /account/calendar-connections/${virtual.id}`]: () => {
      connections = connections.filter((connection) => connection.id !== virtual.id);
      return { body: { ok: true } };
    },
    "POST /account/contact-providers": (request) => {
      const body = request.body as { schema: "ZOHO"; apiKey: string };
      if (body.apiKey === "taken-key-0000") {
        return {
          status: 422,
          body: {
            message: "The given data was invalid.",
            code: "VALIDATION_FAILED",
            errors: { schema: [{ code: "PROVIDER_ALREADY_ADDED", message: "Taken." }] },
          },
        };
      }
      const added = { ...zoho, schema: body.schema, apiKeyHint: body.apiKey.slice(-4) };
      contacts = [...contacts, added];
      return { body: added };
    },
    [`DELETE /account/contact-providers/${zoho.id}`]: () => {
      contacts = contacts.filter((provider) => provider.id !== zoho.id);
      return { body: { ok: true } };
    },
  });
}

const calendarsSection = async () => screen.findByRole("region", { name: "Calendar connections" });
const contactsSection = async () => screen.findByRole("region", { name: "Contact providers" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("settings → integrations", () => {
  it("is a settings tab of its own", async () => {
    integrationsApi();
    const { location } = renderApp("/settings/integrations");
    expect(
      await screen.findByRole("heading", { name: "Calendar connections", level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Integrations" })).toHaveAttribute("aria-current", "page");
    expect(location()).toBe("/settings/integrations");
  });

  it("connects the virtual calendar, lists it as valid, and disconnects it after asking", async () => {
    const { requests } = integrationsApi();
    renderApp("/settings/integrations");
    const section = await calendarsSection();
    expect(await within(section).findByText("No calendars connected")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Connect calendar" }));
    // Nothing configured: the virtual calendar is the only choice, and the help names the variables.
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Virtual calendar"]);
    await user.click(screen.getByRole("menuitem", { name: "Virtual calendar" }));
    expect(await screen.findByText("Virtual calendar connected")).toBeInTheDocument();
    const row = (await within(section).findByText("hello@demoblinds.test")).closest("li");
    if (!row) throw new Error("no row");
    expect(within(row).getByText("Valid")).toBeInTheDocument();
    // Connected once: no choice is left, so no menu.
    expect(within(section).queryByRole("button", { name: "Connect calendar" })).not.toBeInTheDocument();

    await user.click(
      within(row).getByRole("button", { name: "Disconnect Virtual calendar (hello@demoblinds.test)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Disconnect this calendar?" });
    await user.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("Virtual calendar disconnected")).toBeInTheDocument();
    expect(await within(section).findByText("No calendars connected")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `/account/calendar-connections/${virtual.id}`,
    ]);
  });

  it("says how to configure the providers that are not configured, naming the variables", async () => {
    integrationsApi();
    renderApp("/settings/integrations");
    const section = await calendarsSection();
    const help = await within(section).findByRole("alert");
    expect(help).toHaveTextContent("CALENDAR_OAUTH_GOOGLE_CLIENT_ID");
    expect(help).toHaveTextContent("CALENDAR_OAUTH_GOOGLE_CLIENT_SECRET");
    expect(help).toHaveTextContent("CALENDAR_OAUTH_MICROSOFT_CLIENT_ID");
    expect(help).toHaveTextContent(redirectUri);
  });

  it("sends the browser to a configured provider to link a calendar", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { requests } = integrationsApi({ calendarProviders: googleConfigured, connections: [virtual] });
    renderApp("/settings/integrations");
    const section = await calendarsSection();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole("button", { name: "Connect calendar" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Link Google Calendar"]);
    await user.click(screen.getByRole("menuitem", { name: "Link Google Calendar" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://accounts.example.com/authorize?state=abc"),
    );
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ provider: "GOOGLE" });
    // Only Microsoft is left to configure.
    const help = within(section).getByRole("alert");
    expect(help).not.toHaveTextContent("CALENDAR_OAUTH_GOOGLE_CLIENT_ID");
    expect(help).toHaveTextContent("CALENDAR_OAUTH_MICROSOFT_CLIENT_SECRET");
  });

  it("turns the provider's redirect back into a toast and clears it from the address", async () => {
    integrationsApi();
    const connected = renderApp("/settings/integrations?calendar=connected&provider=GOOGLE");
    expect(await screen.findByText("Google Calendar connected")).toBeInTheDocument();
    await waitFor(() => expect(connected.location()).toBe("/settings/integrations"));
    connected.unmount();

    integrationsApi();
    const failed = renderApp("/settings/integrations?calendar=error&reason=expired");
    expect(
      await screen.findByText(
        "The calendar could not be connected: more than 10 minutes passed at the provider. Please try again.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(failed.location()).toBe("/settings/integrations"));
  });

  it("marks the built-in provider primary and adds one with its key, showing only the key's hint", async () => {
    const { requests } = integrationsApi();
    renderApp("/settings/integrations");
    const section = await contactsSection();
    const primary = (await within(section).findByText("Portal contacts")).closest("li");
    if (!primary) throw new Error("no row");
    expect(within(primary).getByText("Primary")).toBeInTheDocument();
    expect(within(primary).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Add provider" }));
    const dialog = await screen.findByRole("dialog", { name: "Add contact provider" });
    await user.click(within(dialog).getByRole("button", { name: "Add provider" }));
    expect(await within(dialog).findByText("Please choose a provider")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter the API key")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: /Provider/ }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Zoho CRM",
      "Podium",
      "Nylas",
    ]);
    await user.click(screen.getByRole("option", { name: "Zoho CRM" }));
    await user.type(within(dialog).getByLabelText(/API key/), "short");
    await user.click(within(dialog).getByRole("button", { name: "Add provider" }));
    expect(
      await within(dialog).findByText("The API key must have at least 8 characters"),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/API key/));
    await user.type(within(dialog).getByLabelText(/API key/), "zoho-secret-key-4321");
    await user.click(within(dialog).getByRole("button", { name: "Add provider" }));

    expect(await screen.findByText("Zoho CRM added")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      schema: "ZOHO",
      apiKey: "zoho-secret-key-4321",
    });
    const row = (await within(section).findByText("API key ending in 4321")).closest("li");
    if (!row) throw new Error("no row");
    expect(within(row).getByText("Zoho CRM")).toBeInTheDocument();
    expect(within(row).getByText("Valid")).toBeInTheDocument();
    expect(screen.queryByText(/zoho-secret-key/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the field", async () => {
    integrationsApi();
    renderApp("/settings/integrations");
    const section = await contactsSection();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole("button", { name: "Add provider" }));
    const dialog = await screen.findByRole("dialog", { name: "Add contact provider" });
    await user.click(within(dialog).getByRole("combobox", { name: /Provider/ }));
    await user.click(screen.getByRole("option", { name: "Podium" }));
    await user.type(within(dialog).getByLabelText(/API key/), "taken-key-0000");
    await user.click(within(dialog).getByRole("button", { name: "Add provider" }));
    expect(await within(dialog).findByText("This provider has already been added.")).toBeInTheDocument();
  });

  it("removes an external provider after asking", async () => {
    integrationsApi({ contacts: [builtIn, zoho] });
    renderApp("/settings/integrations");
    const section = await contactsSection();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole("button", { name: "Remove Zoho CRM" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Zoho CRM?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Zoho CRM removed")).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText("Zoho CRM")).not.toBeInTheDocument());
  });

  it("is read-only without the settings permission: no connect, disconnect, add or remove, no setup help", async () => {
    integrationsApi({ me: demoUserMe("sales"), connections: [virtual], contacts: [builtIn, zoho] });
    renderApp("/settings/integrations");
    const calendars = await calendarsSection();
    expect(await within(calendars).findByText("hello@demoblinds.test")).toBeInTheDocument();
    expect(within(calendars).queryByRole("button")).not.toBeInTheDocument();
    expect(within(calendars).queryByRole("alert")).not.toBeInTheDocument();
    const contacts = await contactsSection();
    expect(within(contacts).getByText("API key ending in 9876")).toBeInTheDocument();
    expect(within(contacts).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the error view when the connections cannot be loaded", async () => {
    integrationsApi();
    mockApi({
      ...signedInHandlers(),
      "GET /account/nylas": { status: 500, body: { message: "Server error." } },
      "GET /account/calendar-providers": { body: noneConfigured },
    });
    renderApp("/settings/integrations");
    const section = await calendarsSection();
    expect(await within(section).findByText("Sorry, something went wrong")).toBeInTheDocument();
  });

  it("is not offered without the SettingsIntegrations feature", async () => {
    mockApi({ ...signedInHandlers({ features: { SettingsIntegrations: false } }) });
    const { location } = renderApp("/settings/integrations");
    await waitFor(() => expect(location()).toBe("/settings/general"));
    expect(screen.queryByRole("link", { name: "Integrations" })).not.toBeInTheDocument();
  });
});
