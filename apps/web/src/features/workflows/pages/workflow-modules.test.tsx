import type { Workflow, WorkflowModule } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customFieldsFixture, salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const modulesPath = `PUT /workflows/${salesWorkflowId}/modules`;

type SaveModules = (modules: WorkflowModule[]) => MockAnswer | Promise<MockAnswer>;

/** The API holds the workflow; a module save answers through `save` (default: accept and store). */
async function openSales(options: { workflow?: Workflow; save?: SaveModules } = {}) {
  let current = options.workflow ?? workflowFixture();
  const api = mockApi({
    ...signedInHandlers(),
    "GET /workflows": () => ({ body: [current] }),
    [`GET /workflows/${salesWorkflowId}`]: () => ({ body: current }),
    "GET /udfs": { body: customFieldsFixture },
    [modulesPath]: async (request) => {
      const { modules } = request.body as { modules: WorkflowModule[] };
      const answer = options.save ? await options.save(modules) : { body: undefined };
      if ((answer.status ?? 200) >= 400) return answer;
      current = { ...current, context: { ...current.context, modules } };
      return { body: current };
    },
  });
  renderApp("/settings/workflows");
  const user = userEvent.setup();
  // The first test of a file waits for the route's lazy chunk.
  await user.click(await screen.findByRole("button", { name: "Sales" }));
  const dialog = await screen.findByRole("dialog", { name: "Sales" });
  const saves = () =>
    api.requests
      .filter((r) => `${r.method} ${r.path}` === modulesPath)
      .map((r) => r.body as { modules: WorkflowModule[] });
  return { ...api, user, dialog, saves };
}

function moduleLabels(dialog: HTMLElement): string[] {
  const list = within(dialog).getByRole("list", { name: "Modules" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => {
      // A hovered or focused button's tooltip is text inside the row too.
      const copy = item.cloneNode(true);
      if (copy instanceof HTMLElement)
        for (const tip of copy.querySelectorAll('[role="tooltip"]')) tip.remove();
      return copy.textContent ?? "";
    });
}

async function openAddModule(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole("button", { name: "Add module" }));
  return screen.findByRole("dialog", { name: "Add Module" });
}

async function chooseType(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  name: string | RegExp,
) {
  await user.click(within(form).getByRole("combobox", { name: /Module type/ }));
  await user.click(await screen.findByRole("option", { name }));
}

describe("workflow modules", () => {
  it("requires a module type", async () => {
    const { user, dialog, saves } = await openSales();
    const form = await openAddModule(user, dialog);
    await user.click(within(form).getByRole("button", { name: "Add module" }));
    expect(await within(form).findByText("Module type is required")).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it("marks types already in the workflow and refuses them, hiding their settings", async () => {
    const { user, dialog, saves } = await openSales();
    const form = await openAddModule(user, dialog);
    await user.click(within(form).getByRole("combobox", { name: /Module type/ }));
    expect(await screen.findByRole("option", { name: "Details Already added" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Notes Already added" })).toBeInTheDocument();
    // A checklist may be added again.
    expect(screen.getByRole("option", { name: "Checklist" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Payments" })).toBeInTheDocument();

    await user.click(screen.getByRole("option", { name: "Details Already added" }));
    expect(await within(form).findByText("Module already added to this workflow")).toBeInTheDocument();
    expect(within(form).queryByRole("combobox", { name: "Sidemark" })).not.toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Add module" }));
    expect(saves()).toHaveLength(0);
  });

  it("adds another checklist with its name, saving the whole list", async () => {
    const { user, dialog, saves } = await openSales();
    const form = await openAddModule(user, dialog);
    await chooseType(user, form, "Checklist");
    expect(within(form).queryByText("Module already added to this workflow")).not.toBeInTheDocument();
    const name = within(form).getByRole("textbox", { name: /Checklist name/ });
    await user.click(within(form).getByRole("button", { name: "Add module" }));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();

    await user.type(name, "  Measure  ");
    await user.click(within(form).getByRole("button", { name: "Add module" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Module" })).not.toBeInTheDocument());
    expect(saves()).toEqual([
      {
        modules: [
          { type: "DETAILS", config: { sidemarkMode: "ENABLED", udfIds: [] } },
          { type: "CHECKLIST", config: { name: "Install" } },
          { type: "NOTES", config: {} },
          { type: "CHECKLIST", config: { name: "Measure" } },
        ],
      },
    ]);
    await waitFor(() =>
      expect(moduleLabels(dialog)).toEqual([
        "Details",
        "Checklist - Install",
        "Notes",
        "Checklist - Measure",
      ]),
    );
  });

  it("shows the Details settings once Details is chosen: sidemark mode and custom fields", async () => {
    const withoutDetails = workflowFixture({
      context: { ...workflowFixture().context, modules: [{ type: "NOTES", config: {} }] },
    });
    const { user, dialog, saves } = await openSales({ workflow: withoutDetails });
    const form = await openAddModule(user, dialog);
    expect(within(form).queryByRole("combobox", { name: "Sidemark" })).not.toBeInTheDocument();
    await chooseType(user, form, "Details");

    await user.click(within(form).getByRole("combobox", { name: "Sidemark" }));
    await user.click(await screen.findByRole("option", { name: "Read-only" }));
    await user.click(within(form).getByRole("combobox", { name: "Custom fields" }));
    await user.click(await screen.findByRole("option", { name: "Lead source" }));
    await user.click(within(form).getByRole("button", { name: "Add module" }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.modules).toEqual([
      { type: "NOTES", config: {} },
      { type: "DETAILS", config: { sidemarkMode: "READONLY", udfIds: [customFieldsFixture[0]?.id] } },
    ]);
  });

  it("edits a checklist's name in the 'Edit Module' dialog", async () => {
    const { user, dialog, saves } = await openSales();
    await user.click(within(dialog).getByRole("button", { name: "Edit Checklist - Install module" }));
    const form = await screen.findByRole("dialog", { name: "Edit Module" });
    expect(within(form).getByRole("textbox", { name: "Module type" })).toHaveValue("Checklist");
    const name = within(form).getByRole("textbox", { name: /Checklist name/ });
    await user.clear(name);
    await user.type(name, "Installation");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.modules[1]).toEqual({ type: "CHECKLIST", config: { name: "Installation" } });
    await waitFor(() => expect(moduleLabels(dialog)).toContain("Checklist - Installation"));
  });

  it("removes a module after the 'Remove Module' confirmation", async () => {
    const { user, dialog, saves } = await openSales();
    await user.click(within(dialog).getByRole("button", { name: "Remove Checklist - Install module" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Module" });
    expect(confirm).toHaveTextContent('Are you sure you want to remove the module "Checklist"?');
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(moduleLabels(dialog)).toEqual(["Details", "Notes"]));
    expect(saves()).toEqual([
      {
        modules: [
          { type: "DETAILS", config: { sidemarkMode: "ENABLED", udfIds: [] } },
          { type: "NOTES", config: {} },
        ],
      },
    ]);
  });

  it("keeps the module when the removal is cancelled", async () => {
    const { user, dialog, saves } = await openSales();
    await user.click(within(dialog).getByRole("button", { name: "Remove Notes module" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Module" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Remove Module" })).not.toBeInTheDocument(),
    );
    expect(moduleLabels(dialog)).toEqual(["Details", "Checklist - Install", "Notes"]);
    expect(saves()).toHaveLength(0);
  });

  it("reorders at once and saves the whole list in the new order", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user, dialog, saves } = await openSales({
      save: async () => {
        await answered;
        return { body: undefined };
      },
    });
    await user.click(within(dialog).getByRole("button", { name: "Move Notes up" }));

    // Shown before the server answers.
    expect(moduleLabels(dialog)).toEqual(["Details", "Notes", "Checklist - Install"]);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.modules.map((module) => module.type)).toEqual(["DETAILS", "NOTES", "CHECKLIST"]);
    answer();
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Notes up" })).toBeInTheDocument());
    expect(moduleLabels(dialog)).toEqual(["Details", "Notes", "Checklist - Install"]);
    // The first row cannot move further up.
    expect(within(dialog).getByRole("button", { name: "Move Details up" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("puts the old order back when the save fails", async () => {
    const { user, dialog, saves } = await openSales({
      save: () => ({ status: 500, body: { message: "Server error." } }),
    });
    await user.click(within(dialog).getByRole("button", { name: "Move Details down" }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(() => expect(moduleLabels(dialog)).toEqual(["Details", "Checklist - Install", "Notes"]));
    expect(
      await screen.findByText(
        "The server is experiencing issues, please try again later or contact technical support.",
      ),
    ).toBeInTheDocument();
  });

  it("lets the keyboard pick up a module by its drag handle, and Escape put it back unsaved", async () => {
    const { user, dialog, saves } = await openSales();
    const handle = within(dialog).getByRole("button", { name: "Drag to reorder Notes" });
    expect(handle).toHaveAttribute("aria-roledescription", "sortable");
    expect(handle).toHaveAccessibleDescription(/press Space or Enter/);
    handle.focus();
    await user.keyboard("{Enter}");
    // jsdom lays nothing out, so where it lands is not meaningful here; that it is announced is.
    expect(await screen.findByRole("status", { name: "" })).toHaveTextContent(/Notes/);
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Moving Notes was cancelled.")).toBeInTheDocument();
    expect(moduleLabels(dialog)).toEqual(["Details", "Checklist - Install", "Notes"]);
    expect(saves()).toHaveLength(0);
  });
});
