import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { AttachmentsPanel } from "./attachments-panel.tsx";

const dealId = "01900000-0000-7000-8000-000000002001";

const documents = [
  {
    id: 1,
    name: "Old quote.pdf",
    mimeType: "application/pdf",
    size: 2048,
    kind: "DEAL" as const,
    fileType: "pdf" as const,
    createdAt: "2026-01-05T10:00:00.000Z",
    downloadUrl: "/api/documents/1/download",
  },
  {
    id: 2,
    name: "Window photo.jpg",
    mimeType: "image/jpeg",
    size: 1_500_000,
    kind: "ATTACHMENT" as const,
    fileType: "image" as const,
    createdAt: "2026-02-01T10:00:00.000Z",
    downloadUrl: "/api/documents/2/download",
  },
];

async function openUpload() {
  const api = mockApi({ [`GET /deals/${dealId}/documents`]: { body: documents } });
  renderWithProviders(<AttachmentsPanel dealId={dealId} readOnly={false} />);
  // A dropped file skips the picker's own `accept` filter: the dialog must check it itself.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole("button", { name: "Upload" }));
  const dialog = await screen.findByRole("dialog", { name: "Upload attachment" });
  return { ...api, user, dialog };
}

describe("attachments", () => {
  it("lists documents newest first and sorts by a column", async () => {
    mockApi({ [`GET /deals/${dealId}/documents`]: { body: documents } });
    renderWithProviders(<AttachmentsPanel dealId={dealId} readOnly={false} />);
    const table = await screen.findByRole("table", { name: "Attachments" });
    const names = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.querySelector("td")?.textContent);
    expect(names()).toEqual(["Window photo.jpg", "Old quote.pdf"]);
    expect(within(table).getByRole("columnheader", { name: /Created/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await userEvent.setup().click(within(table).getByRole("button", { name: /Name/ }));
    expect(names()).toEqual(["Old quote.pdf", "Window photo.jpg"]);
    expect(within(table).getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
  });

  it("refuses a file type that is not allowed before sending anything", async () => {
    const { user, dialog, requests } = await openUpload();
    const input = within(dialog).getByLabelText("Choose a file");
    await user.upload(input, new File(["MZ"], "setup.exe", { type: "application/octet-stream" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This type of file cannot be uploaded. Allowed: jpg, jpeg, png, pdf, doc, docx, csv, txt, xls, xlsx, msg.",
    );
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("refuses a file over 25 MB before sending anything", async () => {
    const { user, dialog, requests } = await openUpload();
    const big = new File(["%PDF-1.4"], "plans.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 25 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText("Choose a file"), big);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The file is larger than the limit of 25 MB.",
    );
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });
});
