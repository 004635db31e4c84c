import type { Workflow } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { meFixture, salesWorkflowId, workflowFileFixture, workflowFixture } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

/** The API holds one workflow; `PUT …/update` changes it, so later reads see the change. */
async function openSales(workflow: Workflow = workflowFixture(), extra: Record<string, MockHandler> = {}) {
  let current = workflow;
  const api = mockApi({
    ...signedInHandlers(),
    "GET /workflows": () => ({ body: [current] }),
    [`GET /workflows/${workflow.id}`]: () => ({ body: current }),
    [`PUT /workflows/${workflow.id}/update`]: (request) => {
      current = { ...current, ...(request.body as Pick<Workflow, "name" | "isActive">) };
      return { body: current };
    },
    [`GET /workflows/${workflow.id}/schema`]: { body: workflowFileFixture },
    ...extra,
  });
  renderApp("/settings/workflows");
  const user = userEvent.setup();
  // The first test of a file waits for the route's lazy chunk.
  await user.click(await screen.findByRole("button", { name: workflow.name }));
  const dialog = await screen.findByRole("dialog", { name: workflow.name });
  return { ...api, user, dialog };
}

describe("workflow detail modal", () => {
  it("shows the id, details, statuses with their phase, flags with their values, and modules", async () => {
    const { dialog } = await openSales();

    expect(within(dialog).getByText(salesWorkflowId)).toBeInTheDocument();
    const details = within(dialog).getByRole("region", { name: "Details" });
    expect(details).toHaveTextContent("NameSales");
    expect(details).toHaveTextContent("Active");

    const statuses = within(within(dialog).getByRole("region", { name: "Statuses" })).getAllByRole(
      "listitem",
    );
    expect(statuses.map((item) => item.textContent)).toEqual([
      "New LeadNew",
      "QuotedQuoting",
      "InstalledClosed",
    ]);

    const flags = within(dialog).getByRole("region", { name: "Flags" });
    expect(flags).toHaveTextContent("Payment");
    expect(within(flags).getByText("Deposit Paid")).toBeInTheDocument();
    expect(within(flags).getByText("Paid in Full")).toBeInTheDocument();
    expect(within(flags).getByText("None")).toHaveTextContent("None (default value)");

    const modules = within(within(dialog).getByRole("list", { name: "Modules" })).getAllByRole("listitem");
    expect(modules.map((item) => item.textContent)).toEqual(["Details", "Checklist - Install", "Notes"]);
    // Only Details and Checklist have settings to edit.
    expect(within(dialog).getByRole("button", { name: "Edit Details module" })).toBeInTheDocument();
    expect(
      within(dialog).getByRole("button", { name: "Edit Checklist - Install module" }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Edit Notes module" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Remove Notes module" })).toBeInTheDocument();
  });

  it("shows 'No modules configured' for a workflow without modules", async () => {
    const workflow = workflowFixture({
      context: { ...workflowFixture().context, modules: [] },
    });
    const { dialog } = await openSales(workflow);
    expect(within(dialog).getByText("No modules configured")).toBeInTheDocument();
  });

  it("shows the error view when the workflow cannot load", async () => {
    const { dialog } = await openSales(workflowFixture(), {
      [`GET /workflows/${salesWorkflowId}`]: { status: 500, body: { message: "Server error." } },
    });
    expect(await within(dialog).findByText("Sorry, something went wrong")).toBeInTheDocument();
  });

  it("copies the id with a toast", async () => {
    const { user, dialog } = await openSales();
    await user.click(within(dialog).getByRole("button", { name: "Copy workflow ID" }));
    expect(await screen.findByText("Workflow ID copied to clipboard")).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(salesWorkflowId);
  });

  it("exports the schema as formatted JSON with a download named after the workflow", async () => {
    const { user, dialog, requests } = await openSales();
    expect(requests.some((r) => r.path.endsWith("/schema"))).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Export" }));
    const exportDialog = await screen.findByRole("dialog", { name: "Export Sales" });
    const json = await within(exportDialog).findByText(/"schemaVersion": 1/);
    expect(json.textContent).toBe(JSON.stringify(workflowFileFixture, null, 2));
    const saved: { name: string; blob: unknown }[] = [];
    const blobs = new Map<string, unknown>();
    // jsdom has no object URLs; the click hands the file to the browser, here to `saved`.
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute("href") ?? "") });
    });
    await user.click(within(exportDialog).getByRole("button", { name: "Download" }));

    expect(saved.map((file) => file.name)).toEqual(["Sales.json"]);
    const blob = saved[0]?.blob;
    expect(blob).toBeInstanceOf(Blob);
    const text = blob instanceof Blob ? await blob.text() : "";
    expect(JSON.parse(text)).toEqual(workflowFileFixture);
  });

  it("edits name and Active when the workflow is editable", async () => {
    const { user, dialog, requests } = await openSales();

    await user.click(within(dialog).getByRole("button", { name: "Edit details" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Workflow" });
    const name = within(edit).getByLabelText(/Name/);
    await user.clear(name);
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));
    expect(await within(edit).findByText("Name is required")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);

    await user.type(name, "Retail Sales");
    await user.click(within(edit).getByRole("checkbox", { name: "Active" }));
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Workflow saved")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ name: "Retail Sales", isActive: false });
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit Workflow" })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole("dialog", { name: "Retail Sales" })).toBeInTheDocument();
    // The list behind follows without a reload.
    expect(screen.getByRole("button", { name: "Retail Sales" })).toBeInTheDocument();
  });

  it("asks before closing the edit form with unsaved changes", async () => {
    const { user, dialog } = await openSales();
    await user.click(within(dialog).getByRole("button", { name: "Edit details" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Workflow" });
    await user.type(within(edit).getByLabelText(/Name/), " Team");
    await user.click(within(edit).getByRole("button", { name: "Cancel" }));

    expect(await screen.findByText("You have unsaved changes")).toBeInTheDocument();
    expect(screen.getByText("If you exit now your changes will be lost. Are you sure?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yes, exit without saving" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit Workflow" })).not.toBeInTheDocument(),
    );
  });

  it("offers no Edit, Add, Remove or drag when the workflow is not editable", async () => {
    const { dialog } = await openSales(workflowFixture({ isEditable: false }));
    expect(within(dialog).getByRole("heading", { name: "Modules" })).toBeInTheDocument();
    expect(within(dialog).getByText("Checklist - Install")).toBeInTheDocument();
    for (const name of [/^Edit/, /^Add/, /^Remove/, /^Drag/, /^Move/]) {
      expect(within(dialog).queryByRole("button", { name })).not.toBeInTheDocument();
    }
    // Export and copy stay available.
    expect(within(dialog).getByRole("button", { name: "Export" })).toBeInTheDocument();
  });
});

describe("workflow settings without the settings permission", () => {
  it("shows an administrator whose role lacks settings the workflows read-only, export included", async () => {
    const me = meFixture();
    const { dialog, requests } = await openSales(workflowFixture(), {
      "GET /me": { body: { ...me, permissions: me.permissions.filter((p) => p !== "settings") } },
    });
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Edit details" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Add module" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^Drag to reorder/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^Remove .* module$/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("list", { name: "Modules" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Export" })).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("gives an administrator with settings Import, Edit details and the module actions", async () => {
    const { dialog } = await openSales();
    expect(screen.getByRole("button", { name: "Import" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Edit details" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add module" })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("button", { name: /^Remove .* module$/ }).length).toBeGreaterThan(0);
  });
});
