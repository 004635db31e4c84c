import type { AccountDocument, DocumentCategory, DocumentListItem } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api-client/api-error.ts";
import { uploadWithProgress } from "../../../shared/api-client/upload-with-progress.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { loadAppRoutes, renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

// The upload itself (XMLHttpRequest with progress) is the shared client's; here the page's behaviour.
vi.mock("../../../shared/api-client/upload-with-progress.ts", () => ({ uploadWithProgress: vi.fn() }));
const post = vi.mocked(uploadWithProgress);

// The app's code, loaded after the mock above (this file runs isolated, without the web project's
// setup-app-code.ts), so the first page renders within the library's timeouts.
beforeAll(loadAppRoutes);

const accountId = "01900000-0000-7000-8000-00000000a001";

function own(id: number, name: string, createdAt: string, categoryId: number | null = null): AccountDocument {
  return {
    id,
    account_id: accountId,
    created_at: createdAt,
    direct_upload: true,
    extension: "pdf",
    filename: `${name}.pdf`,
    mime_type: "application/pdf",
    name,
    size: 2048,
    type: "pdf",
    updated_at: createdAt,
    url: `/api/documents/${id}/download`,
    document_category_id: categoryId,
  };
}

const categories: DocumentCategory[] = [
  { id: 1, category: "Price lists", is_active: true, sort_order: 10 },
  { id: 2, category: "Fitting instructions", is_active: true, sort_order: 20 },
  { id: 3, category: "Old samples", is_active: false, sort_order: 30 },
];

const terms = own(1, "Terms of trade", "2026-06-01T00:00:00.000Z");
const checklist = own(2, "Installer checklist", "2026-09-01T00:00:00.000Z", 2);
const shared: DocumentListItem[] = [
  {
    name: "Sunline price list",
    type: "excel",
    created_at: "2026-08-01T00:00:00.000Z",
    manufacturer_id: 7,
    manufacturer_name: "Sunline Blinds",
    url: "/api/documents/50/download",
    document_category_id: 1,
  },
  {
    name: "Coastal brochure",
    type: "pdf",
    created_at: "2026-07-01T00:00:00.000Z",
    manufacturer_id: 8,
    manufacturer_name: "Coastal Shutters",
    url: "/api/documents/51/download",
    document_category_id: null,
  },
];

function openPage(handlers: Record<string, MockHandler> = {}, url = "/documents") {
  const api = mockApi({
    ...signedInHandlers(),
    "GET /documents": { body: [terms, checklist] },
    "GET /old/manufacturer-documents": { body: { data: shared } },
    "GET /old/product-document-categories/select": { body: { data: categories } },
    ...handlers,
  });
  const app = renderApp(url);
  return { ...api, app, user: userEvent.setup() };
}

const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td p")?.textContent);

describe("the Documents page", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("lists the account's own and its suppliers' documents newest first, each downloadable", async () => {
    openPage();
    const table = await screen.findByRole("table", { name: "Documents" });
    expect(screen.getByRole("heading", { name: "Documents", level: 1 })).toBeInTheDocument();
    expect(namesIn(table)).toEqual([
      "Installer checklist",
      "Sunline price list",
      "Coastal brochure",
      "Terms of trade",
    ]);
    const checklistRow = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(checklistRow).toHaveTextContent("Fitting instructions");
    expect(checklistRow).toHaveTextContent("PDF");
    expect(checklistRow).toHaveTextContent("Own");
    const sunlineRow = within(table).getAllByRole("row")[2] as HTMLElement;
    expect(sunlineRow).toHaveTextContent("Excel");
    expect(sunlineRow).toHaveTextContent("Sunline Blinds");
    expect(sunlineRow).toHaveTextContent("Price lists");
    expect(within(table).getByRole("link", { name: "Download Sunline price list" })).toHaveAttribute(
      "href",
      "/api/documents/50/download",
    );
    // Only the account's own documents can be renamed.
    expect(within(table).getByRole("button", { name: "Rename Terms of trade" })).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Rename Sunline price list" })).toBeNull();
    // The Purchasing section lists Documents.
    expect(
      await within(screen.getByRole("navigation", { name: "Main navigation" })).findByRole("link", {
        name: "Documents",
      }),
    ).toHaveAttribute("href", "/documents");
  });

  it("filters by source: the account's own, or one supplier's (kept in the address)", async () => {
    const { user, app } = openPage();
    const table = await screen.findByRole("table", { name: "Documents" });
    await user.click(screen.getByRole("combobox", { name: "Show" }));
    await user.click(await screen.findByRole("option", { name: "Coastal Shutters" }));
    expect(namesIn(table)).toEqual(["Coastal brochure"]);
    expect(app.location()).toBe("/documents?source=8");
    await user.click(screen.getByRole("combobox", { name: "Show" }));
    await user.click(await screen.findByRole("option", { name: "Our documents" }));
    expect(namesIn(table)).toEqual(["Installer checklist", "Terms of trade"]);
  });

  it("says 'No documents found' when there are none", async () => {
    openPage({ "GET /documents": { body: [] }, "GET /old/manufacturer-documents": { body: { data: [] } } });
    expect(await screen.findByText("No documents found")).toBeInTheDocument();
  });

  it("shows an error with a retry when a list cannot load", async () => {
    let fail = true;
    const { user } = openPage({
      "GET /documents": () =>
        fail ? { status: 500, body: refusalBody("SERVER_ERROR") } : { body: [terms, checklist] },
    });
    const retry = await screen.findByRole("button", { name: /try again/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("table", { name: "Documents" })).toBeInTheDocument();
  });

  it("uploads a file with its name and category, shows the progress bar, then lists it", async () => {
    let finish: (document: AccountDocument) => void = () => {};
    post.mockImplementation((_call, options) => {
      options.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = (document) => resolve({ uuid: "01900000-0000-7000-8000-00000000u001", document });
      });
    });
    const uploaded = own(3, "Winter price list", "2026-10-01T00:00:00.000Z", 1);
    const { user } = openPage({
      "GET /documents": () => ({
        body: post.mock.calls.length > 0 ? [uploaded, terms, checklist] : [terms, checklist],
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Upload" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload document" });
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, new File(["%PDF-1.4"], "prices.pdf", { type: "application/pdf" }));
    await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Winter price list");
    await user.click(within(dialog).getByRole("combobox", { name: "Category" }));
    // Inactive categories are not offered.
    expect(screen.queryByRole("option", { name: "Old samples" })).toBeNull();
    await user.click(await screen.findByRole("option", { name: "Price lists" }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    expect(await within(dialog).findByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    const sent = post.mock.calls[0]?.[1].formData;
    expect(sent?.get("friendly_name")).toBe("Winter price list");
    expect(sent?.get("document_category_id")).toBe("1");
    expect(sent?.get("friendly_type")).toBe("document");
    expect(sent?.get("directUpload")).toBe("1");
    expect((sent?.get("document") as File | null)?.name).toBe("prices.pdf");
    // The fields go before the file, so the server checks them before reading it.
    expect([...(sent?.keys() ?? [])].at(-1)).toBe("document");

    finish(uploaded);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const table = screen.getByRole("table", { name: "Documents" });
    expect(await within(table).findByText("Winter price list")).toBeInTheDocument();
  });

  it("shows the server's refusal of an upload in the dialog", async () => {
    post.mockRejectedValue(
      new ApiError({
        kind: "http",
        status: 415,
        code: "FILE_CONTENT_MISMATCH",
        message: "The file's content does not match its extension.",
      }),
    );
    const { user } = openPage();
    await user.click(await screen.findByRole("button", { name: "Upload" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload document" });
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, new File(["not a pdf"], "fake.pdf", { type: "application/pdf" }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The file's content does not match its extension.",
    );
  });

  it("renames the account's own document in a dialog, keyboard only", async () => {
    const { user, requests } = openPage({
      "POST /old/documents/1": (request) => ({
        body: { data: { ...terms, name: (request.body as { name: string }).name } },
      }),
    });
    const table = await screen.findByRole("table", { name: "Documents" });
    within(table).getByRole("button", { name: "Rename Terms of trade" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Rename document" });
    const field = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(field);
    await user.type(field, "Terms of trade 2027{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      _method: "PUT",
      name: "Terms of trade 2027",
    });
    expect(await within(table).findByText("Terms of trade 2027")).toBeInTheDocument();
  });
});
