import type { Bundle, Me } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUserMe, meFixture } from "../../../test/fixtures.ts";
import { type MockHandler, type MockRequest, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const sunline = { manufacturer: { id: 1, name: "Sunline Blinds" } };
const coastal = { manufacturer: { id: 2, name: "Coastal Shutters" } };

const installation = (id: number, name: string, value: string, sortOrder: number): Bundle => ({
  id,
  name,
  description: `${name} by Sunline's fitters.`,
  exclusivityKey: "installation",
  sortOrder,
  isSubscribed: false,
  templateFields: [
    { templateKey: "installation", label: "Installation per item", operator: "CURRENCY", value },
  ],
  context: sunline,
});

const initialBundles: Bundle[] = [
  installation(1, "Standard installation", "45", 1),
  installation(2, "Premium installation", "75", 2),
  {
    id: 3,
    name: "Freight saver",
    description: "Weekly freight run.",
    exclusivityKey: null,
    sortOrder: 3,
    isSubscribed: false,
    templateFields: [{ templateKey: "freight", label: "Freight factor", operator: "FACTOR", value: "0.85" }],
    context: sunline,
  },
  {
    id: 4,
    name: "Priority dispatch",
    description: "Ships within two days.",
    exclusivityKey: null,
    sortOrder: 1,
    isSubscribed: true,
    templateFields: [],
    context: coastal,
  },
];

/** The API keeps the bundles; subscribe and unsubscribe change them (or answer `failWith`). */
function bundlesApi(options: { me?: Me; bundles?: Bundle[]; handlers?: Record<string, MockHandler> } = {}) {
  let bundles = options.bundles ?? initialBundles;
  const change = (id: number, update: (bundle: Bundle) => Bundle) => {
    bundles = bundles.map((bundle) => (bundle.id === id ? update(bundle) : bundle));
    return { body: bundles.find((bundle) => bundle.id === id) };
  };
  const handlers: Record<string, MockHandler> = {};
  for (const { id } of bundles) {
    handlers[`POST /bundles/${id}/subscribe`] = (request: MockRequest) => {
      const values = (request.body as { templateValues: Record<string, string> }).templateValues;
      return change(id, (bundle) => ({
        ...bundle,
        isSubscribed: true,
        templateFields: bundle.templateFields.map((field) => ({
          ...field,
          value: values[field.templateKey] ?? field.value,
        })),
      }));
    };
    handlers[`POST /bundles/${id}/unsubscribe`] = () =>
      change(id, (bundle) => ({ ...bundle, isSubscribed: false }));
  }
  const api = mockApi({
    ...signedInHandlers(),
    "GET /me": { body: options.me ?? meFixture() },
    "GET /bundles": () => ({ body: bundles }),
    ...handlers,
    ...options.handlers,
  });
  renderApp("/settings/bundles");
  return api;
}

const card = (name: string) => screen.getByRole("region", { name });

describe("Settings → Bundles", () => {
  it("lists the bundles by supplier with their values and a toggle each", async () => {
    bundlesApi();
    expect(await screen.findByRole("heading", { name: "Bundles", level: 2 })).toBeInTheDocument();
    await screen.findByRole("region", { name: "Standard installation" });
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Sunline Blinds",
      "Coastal Shutters",
    ]);
    const standard = card("Standard installation");
    expect(within(standard).getByText("$45.00")).toBeInTheDocument();
    expect(within(standard).getByRole("switch", { name: "Standard installation" })).not.toBeChecked();
    expect(
      within(standard).getByText(
        "Only one of Standard installation and Premium installation can be subscribed at a time.",
      ),
    ).toBeInTheDocument();
    expect(within(card("Freight saver")).getByText("× 0.85")).toBeInTheDocument();
    expect(within(card("Priority dispatch")).getByRole("switch")).toBeChecked();
  });

  it("shows 'No bundles found' when the suppliers offer none, and the error view when the list fails", async () => {
    mockApi({ ...signedInHandlers(), "GET /bundles": { body: [] } });
    const first = renderApp("/settings/bundles");
    expect(await screen.findByText("No bundles found")).toBeInTheDocument();
    first.unmount();

    mockApi({ ...signedInHandlers(), "GET /bundles": { status: 500, body: { message: "Server error." } } });
    renderApp("/settings/bundles");
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
  });

  it("subscribes through the template fields modal, then keeps the other bundle of the group off", async () => {
    const { requests } = bundlesApi();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Standard installation" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe to Standard installation" });
    const amount = within(dialog).getByRole("textbox", { name: /Installation per item/ });
    expect(amount).toHaveValue("$45");

    await user.clear(amount);
    await user.click(within(dialog).getByRole("button", { name: "Subscribe" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    await user.type(amount, "0");
    await user.click(within(dialog).getByRole("button", { name: "Subscribe" }));
    expect(await within(dialog).findByText("This field must be greater than 0")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.clear(amount);
    await user.type(amount, "52.5");
    await user.click(within(dialog).getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/bundles/1/subscribe",
      body: { templateValues: { installation: "52.5" } },
    });
    expect(await screen.findByText("Subscribed to Standard installation")).toBeInTheDocument();
    const standard = card("Standard installation");
    expect(within(standard).getByRole("switch")).toBeChecked();
    expect(within(standard).getByText("$52.50")).toBeInTheDocument();

    const premium = card("Premium installation");
    const blocked = within(premium).getByRole("switch", { name: "Premium installation" });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(
      "Not available while Standard installation is subscribed: only one bundle of this group can be on at a time.",
    );
  });

  it("refuses a FACTOR outside 0 to 1, and puts the server's field errors on their fields", async () => {
    const { requests } = bundlesApi({
      handlers: {
        "POST /bundles/3/subscribe": {
          status: 422,
          body: {
            message: "The given data was invalid.",
            code: "VALIDATION_FAILED",
            errors: {
              "templateValues.freight": [
                { code: "FACTOR_OUT_OF_RANGE", message: "This field must be between 0 and 1" },
              ],
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Freight saver" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe to Freight saver" });
    const factor = within(dialog).getByRole("textbox", { name: /Freight factor/ });
    await user.clear(factor);
    await user.type(factor, "1.5{Enter}");
    expect(await within(dialog).findByText("This field must be between 0 and 1")).toBeInTheDocument();

    await user.clear(factor);
    await user.type(factor, "0.9");
    expect(within(dialog).queryByText("This field must be between 0 and 1")).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    // The server refused it: the message is on the field, the modal stays, the bundle stays off.
    expect(await within(dialog).findByText("This field must be between 0 and 1")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(within(card("Freight saver")).getByRole("switch", { hidden: true })).not.toBeChecked();
  });

  it("turns a bundle off at once and back on when the server fails", async () => {
    let fail = () => {};
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    bundlesApi({
      handlers: {
        "POST /bundles/4/unsubscribe": async () => {
          await failed;
          return { status: 500, body: { message: "Server error." } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Priority dispatch" }));
    const toggle = () => screen.getByRole("switch", { name: "Priority dispatch" });
    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(within(card("Priority dispatch")).getByText("Saving…")).toBeInTheDocument();
    fail();
    await waitFor(() => expect(toggle()).toBeChecked());
    expect(within(card("Priority dispatch")).getByText("Subscribed")).toBeInTheDocument();
  });

  it("subscribes a bundle without template fields straight from its toggle", async () => {
    const { requests } = bundlesApi({
      bundles: initialBundles.map((bundle) =>
        bundle.id === 4 ? { ...bundle, isSubscribed: false } : bundle,
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Priority dispatch" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Priority dispatch" })).toBeChecked());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/bundles/4/subscribe",
      body: { templateValues: {} },
    });
  });

  it("changes a subscribed bundle's values", async () => {
    const { requests } = bundlesApi({
      bundles: initialBundles.map((bundle) => (bundle.id === 3 ? { ...bundle, isSubscribed: true } : bundle)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit values of Freight saver" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Freight saver" });
    const factor = within(dialog).getByRole("textbox", { name: /Freight factor/ });
    await user.clear(factor);
    await user.type(factor, "0.7");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/bundles/3/subscribe",
      body: { templateValues: { freight: "0.7" } },
    });
    expect(within(card("Freight saver")).getByText("× 0.7")).toBeInTheDocument();
  });

  it("shows the sales user the bundles read-only", async () => {
    bundlesApi({ me: demoUserMe("sales") });
    const toggle = await screen.findByRole("switch", { name: "Priority dispatch" });
    expect(toggle).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Standard installation" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /Edit values/ })).not.toBeInTheDocument();
    expect(screen.getByText("You can view these settings but not change them.")).toBeInTheDocument();
  });
});
