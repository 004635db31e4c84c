import type { Note } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { NotesPanel } from "./notes-panel.tsx";

const dealId = "01900000-0000-7000-8000-000000002001";
const noteId = "01900000-0000-7000-8000-000000006001";
const dana = { id: 1, name: "Dana Dealer" };

function note(overrides: Partial<Note> = {}): Note {
  return {
    id: noteId,
    content: "Gate code 1234.\nDog on site.",
    createdAt: "2026-03-05T01:30:00.000Z",
    createdBy: 1,
    updatedAt: "2026-03-05T01:30:00.000Z",
    updatedBy: 1,
    context: { createdBy: dana, updatedBy: dana },
    ...overrides,
  };
}

describe("notes", () => {
  it("adds, edits and archives a note; line breaks and who and when show", async () => {
    let notes: Note[] = [note()];
    const { requests } = mockApi({
      [`GET /deals/${dealId}/notes`]: () => ({ body: notes }),
      [`POST /deals/${dealId}/notes`]: (request) => {
        const created = note({
          id: "01900000-0000-7000-8000-000000006002",
          content: (request.body as { content: string }).content,
          createdAt: "2026-03-06T01:30:00.000Z",
          updatedAt: "2026-03-06T01:30:00.000Z",
        });
        notes = [created, ...notes];
        return { body: created };
      },
      [`PUT /notes/${noteId}`]: (request) => {
        const saved = note({
          content: (request.body as { content: string }).content,
          updatedAt: "2026-03-07T01:30:00.000Z",
        });
        notes = notes.map((item) => (item.id === noteId ? saved : item));
        return { body: saved };
      },
      [`POST /notes/${noteId}/archive`]: () => {
        const archived = notes.find((item) => item.id === noteId);
        notes = notes.filter((item) => item.id !== noteId);
        return { body: archived };
      },
    });
    renderWithProviders(<NotesPanel dealId={dealId} readOnly={false} />);
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Notes" });
    expect(within(list).getByText(/Gate code 1234\.\s+Dog on site\./)).toHaveStyle({
      whiteSpace: "pre-wrap",
    });
    expect(
      within(list).getByText(/^Added by Dana Dealer · [56] Mar 2026, \d{1,2}:30 [ap]m$/),
    ).toBeInTheDocument();
    expect(within(list).queryByText(/^Edited by/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add note" }));
    // The field says so, and so does the spec's invalid-submit toast.
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    expect(screen.getAllByText("Note is required")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "New note" })).toHaveFocus();
    await user.type(screen.getByRole("textbox", { name: "New note" }), "Measure booked");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Measure booked"));

    const first = within(list).getAllByRole("listitem")[1] as HTMLElement;
    await user.click(within(first).getByRole("button", { name: "Edit" }));
    const editor = screen.getByRole("textbox", { name: "Edit note" });
    await user.clear(editor);
    await user.type(editor, "Gate code 9999.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(list).findByText(/^Edited by Dana Dealer/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ content: "Gate code 9999." });

    await user.click(within(list).getAllByRole("button", { name: "Archive" })[1] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Archive note" });
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(within(list).queryByText("Gate code 9999.")).not.toBeInTheDocument());
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
  });
});
