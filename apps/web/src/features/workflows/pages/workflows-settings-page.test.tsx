import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { serviceWorkflowFixture, workflowFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

function jsonFile(name: string, content: unknown) {
  return new File([JSON.stringify(content)], name, { type: "application/json" });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

describe("settings → workflows list", () => {
  it("lists workflows with their name and an Active or Inactive pill", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /workflows": { body: [workflowFixture(), serviceWorkflowFixture()] },
    });
    renderApp("/settings/workflows");

    expect(await screen.findByRole("heading", { name: "Workflows", level: 2 })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Name" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Active" })).toBeInTheDocument();
    const [, sales, service] = within(table).getAllByRole("row");
    expect(sales).toHaveTextContent("Sales");
    expect(sales).toHaveTextContent("Active");
    expect(service).toHaveTextContent("Service");
    expect(service).toHaveTextContent("Inactive");
    expect(screen.getByRole("link", { name: "Workflows", current: "page" })).toBeInTheDocument();
  });

  it("shows 'No workflows found' when there are none", async () => {
    mockApi({ ...signedInHandlers(), "GET /workflows": { body: [] } });
    renderApp("/settings/workflows");
    expect(await screen.findByText("No workflows found")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the generic error view when the list cannot load", async () => {
    mockApi({ ...signedInHandlers(), "GET /workflows": { status: 500, body: { message: "Server error." } } });
    renderApp("/settings/workflows");
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("opens a workflow from the keyboard", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /workflows": { body: [workflowFixture()] },
      [`GET /workflows/${workflowFixture().id}`]: { body: workflowFixture() },
    });
    renderApp("/settings/workflows");
    const user = userEvent.setup();
    const open = await screen.findByRole("button", { name: "Sales" });
    open.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Sales" });
    expect(within(dialog).getByRole("heading", { name: "Statuses" })).toBeInTheDocument();
  });
});

describe("importing a workflow", () => {
  it("uploads the chosen file as multipart, shows progress, a toast and the new workflow", async () => {
    let imported = false;
    let finish: () => void = () => {};
    const uploaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /workflows": () => ({
        body: imported ? [workflowFixture(), serviceWorkflowFixture()] : [workflowFixture()],
      }),
      "POST /workflows/schema/import": async () => {
        await uploaded;
        imported = true;
        return { body: serviceWorkflowFixture() };
      },
    });
    renderApp("/settings/workflows");
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Sales" });

    await user.upload(fileInput(), jsonFile("service.json", { schemaVersion: 1, name: "Service" }));
    expect(await screen.findByLabelText("Importing workflow")).toBeInTheDocument();
    finish();

    expect(await screen.findByText('Workflow "Service" imported')).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Service" })).toBeInTheDocument();
    const sent = requests.find((r) => r.path === "/workflows/schema/import");
    const body = sent?.body;
    expect(body).toBeInstanceOf(FormData);
    const file = body instanceof FormData ? body.get("file") : null;
    expect(file).toBeInstanceOf(File);
    expect(file instanceof File ? file.name : null).toBe("service.json");
    expect(sent?.headers.get("x-xsrf-token")).toBe("t");
  });

  it("lists the field errors of a refused file and adds nothing", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /workflows": { body: [workflowFixture()] },
      "POST /workflows/schema/import": {
        status: 422,
        body: refusalBody("VALIDATION_FAILED", { "statuses.0.phase": "INVALID_VALUE", name: "REQUIRED" }),
      },
    });
    renderApp("/settings/workflows");
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Sales" });

    await user.upload(fileInput(), jsonFile("broken.json", { schemaVersion: 1 }));
    const alert = await screen.findByRole("alert", { name: "The workflow file could not be imported" });
    expect(alert).toHaveTextContent("statuses.0.phase: This value is not one of the allowed values.");
    expect(alert).toHaveTextContent("name: This field is required");
    expect(screen.getAllByRole("row")).toHaveLength(2);
    // The generic server toast is for server faults, not for a bad file.
    expect(
      screen.queryByText(
        "The server is experiencing issues, please try again later or contact technical support.",
      ),
    ).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("alert", { name: "The workflow file could not be imported" }),
      ).not.toBeInTheDocument(),
    );
  });
});
