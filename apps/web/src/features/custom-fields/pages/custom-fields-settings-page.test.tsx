import type { CustomField } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customFieldsFixture, meFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const [leadSource] = customFieldsFixture;
const leadSourceId = leadSource?.id ?? "";
const newFieldId = "01900000-0000-7000-8000-0000000000a3";

/** The API holds the account's custom fields; POST, PUT and DELETE change them. */
function customFieldsApi(initial: CustomField[] = customFieldsFixture) {
  let fields = initial;
  return mockApi({
    ...signedInHandlers(),
    "GET /udfs": () => ({ body: fields }),
    "POST /udfs": (request) => {
      const body = request.body as Pick<CustomField, "name" | "type" | "required">;
      const field = { id: newFieldId, path: "udfs.new", ...body };
      fields = [...fields, field];
      return { body: field };
    },
    [`PUT /udfs/${leadSourceId}`]: (request) => {
      const body = request.body as Pick<CustomField, "name" | "required">;
      fields = fields.map((field) => (field.id === leadSourceId ? { ...field, ...body } : field));
      return { body: fields.find((field) => field.id === leadSourceId) };
    },
    [`DELETE /udfs/${leadSourceId}`]: () => {
      fields = fields.filter((field) => field.id !== leadSourceId);
      return { body: { ok: true } };
    },
  });
}

async function openLeadSource() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Lead source" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Custom field" }) };
}

describe("settings → custom fields", () => {
  it("lists name, readable type and whether each is required", async () => {
    customFieldsApi();
    renderApp("/settings/custom-fields");
    const table = await screen.findByRole("table", {});
    expect(screen.getByRole("heading", { name: "Custom fields", level: 2 })).toBeInTheDocument();
    const [header, lead, site] = within(table).getAllByRole("row");
    expect(header).toHaveTextContent("NameTypeRequired");
    expect(lead).toHaveTextContent("Lead sourceTextYes");
    expect(site).toHaveTextContent("Site notesMulti-line textNo");
  });

  it("shows 'No custom fields found' when there are none, and the error view when the list fails", async () => {
    mockApi({ ...signedInHandlers(), "GET /udfs": { body: [] } });
    const first = renderApp("/settings/custom-fields");
    expect(await screen.findByText("No custom fields found", {})).toBeInTheDocument();
    first.unmount();

    mockApi({ ...signedInHandlers(), "GET /udfs": { status: 500, body: { message: "Server error." } } });
    renderApp("/settings/custom-fields");
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
  });

  it("adds a field with a name, a type and whether it is required", async () => {
    const { requests } = customFieldsApi();
    renderApp("/settings/custom-fields");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add custom field" }));
    const dialog = await screen.findByRole("dialog", { name: "Add custom field" });

    await user.click(within(dialog).getByRole("button", { name: "Add field" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Referral");
    await user.click(within(dialog).getByRole("combobox", { name: "Type" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Contact", "Text", "Multi-line text"]);
    await user.click(screen.getByRole("option", { name: "Contact" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Required on deals" }));
    await user.click(within(dialog).getByRole("button", { name: "Add field" }));

    expect(await screen.findByText("Custom field added")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "Referral",
      type: "CONTACT",
      required: true,
    });
    expect(await screen.findByRole("button", { name: "Referral" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits name and required, with the type shown but fixed", async () => {
    const { requests } = customFieldsApi();
    renderApp("/settings/custom-fields");
    const { user, dialog } = await openLeadSource();

    const type = within(dialog).getByRole("textbox", { name: "Type" });
    expect(type).toHaveValue("Text");
    expect(type).toHaveAttribute("readonly");
    expect(within(dialog).getByText("The type cannot be changed after creation.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();

    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Lead channel");
    await user.click(within(dialog).getByRole("checkbox", { name: "Required on deals" }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Custom field saved")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.body).toEqual({ name: "Lead channel", required: false });
    expect(await screen.findByRole("row", { name: /Lead channel/ })).toHaveTextContent("Lead channelTextNo");
  });

  it("archives a field after confirmation, and it leaves the list", async () => {
    const { requests } = customFieldsApi();
    renderApp("/settings/custom-fields");
    const { user, dialog } = await openLeadSource();
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));

    const confirm = await screen.findByRole("dialog", { name: "Archive custom field" });
    expect(confirm).toHaveTextContent('Are you sure you want to archive "Lead source"?');
    await user.click(within(confirm).getByRole("button", { name: "Archive" }));

    expect(await screen.findByText('Custom field "Lead source" archived')).toBeInTheDocument();
    expect(requests.some((r) => r.method === "DELETE" && r.path === `/udfs/${leadSourceId}`)).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Lead source" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Site notes" })).toBeInTheDocument();
  });

  it("asks before closing the detail with unsaved changes", async () => {
    customFieldsApi();
    renderApp("/settings/custom-fields");
    const { user, dialog } = await openLeadSource();
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), " (web)");
    // The dialog's own Close (the header's ✕ is the other).
    const close = within(dialog).getAllByRole("button", { name: "Close" }).at(-1);
    if (!close) throw new Error("no Close button");
    await user.click(close);

    const confirm = await screen.findByRole("dialog", { name: "You have unsaved changes" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Lead source (web)");
  });
});

describe("settings → custom fields without the settings permission", () => {
  it("lists the fields and shows one read-only: no Add, no Archive, no Save", async () => {
    const me = meFixture();
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /me": { body: { ...me, permissions: me.permissions.filter((p) => p !== "settings") } },
      "GET /udfs": { body: customFieldsFixture },
    });
    renderApp("/settings/custom-fields");
    const { user, dialog } = await openLeadSource();
    expect(screen.queryByRole("button", { name: "Add custom field" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly");
    expect(within(dialog).getByRole("checkbox", { name: "Required on deals" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    // The dialog's own Close (the header's ✕ is the other).
    const close = within(dialog).getAllByRole("button", { name: "Close" }).at(-1);
    if (!close) throw new Error("no Close button");
    await user.click(close);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Custom field" })).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });
});
