import { expect, type Page, test } from "@playwright/test";
import { expectAnnounced, expectNoSeriousA11yViolations, openPortal } from "./support.ts";

/** Signs in, opens the Sales board and creates a deal there: the app then opens its page. */
async function newDealFromBoard(page: Page, name: string) {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("navigation").getByRole("link", { name: "Sales" }).click();
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New deal" }).click();
  const dialog = page.getByRole("dialog", { name: "New deal" });
  await dialog.getByRole("textbox", { name: /Name/ }).fill(name);
  await dialog.getByRole("button", { name: "Create deal" }).click();
  await expect(page).toHaveURL(/\/workflows\/sales\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

// Each test walks a whole area of the page, with axe checks on the way.
test.describe.configure({ timeout: 120_000 });

test("a deal's details, contact picker, flags, status and archiving", async ({ page }) => {
  await newDealFromBoard(page, "E2E kitchen shutters");
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Sales" }),
  ).toBeVisible();
  await expect(tab(page, "Details")).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousA11yViolations(page);

  // Details: required custom field, description, a contact found by search.
  await page.getByRole("textbox", { name: "Description" }).fill("Three windows, measured on site");
  await page.getByRole("textbox", { name: /^Lead source/ }).fill("Referral");
  const contact = page.getByRole("combobox", { name: "Contact" });
  await contact.fill("Evie");
  await page.getByRole("option", { name: /Evie Ramsay/ }).click();
  await expect(contact).toHaveValue("Evie Ramsay");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Deal saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
    "Three windows, measured on site",
  );
  await expect(page.getByRole("combobox", { name: "Contact" })).toHaveValue("Evie Ramsay");

  // A contact created from the picker is chosen at once.
  await page.getByRole("combobox", { name: "Contact" }).fill("Zara Quinn");
  await page.getByRole("option", { name: "Create contact “Zara Quinn”" }).click();
  const add = page.getByRole("dialog", { name: "Add contact" });
  await expect(add.getByRole("textbox", { name: /Name/ })).toHaveValue("Zara Quinn");
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Contact" })).toHaveValue("Zara Quinn");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Deal saved").first()).toBeVisible();

  // A flag and the status.
  await page.getByRole("button", { name: "Payment: None" }).click();
  await page.getByRole("menuitem", { name: "Deposit Paid" }).click();
  await expect(page.getByRole("button", { name: "Payment: Deposit Paid" })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Contacted" });
  await page.reload();
  await expect(page.getByRole("button", { name: "Payment: Deposit Paid" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue(
    await page
      .getByRole("option", { name: "Contacted" })
      .getAttribute("value")
      .then((value) => value ?? ""),
  );

  // Archived: read-only, every Add gone; then back.
  await page.getByRole("button", { name: "Archive" }).click();
  await page.getByRole("dialog", { name: "Archive deal" }).getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("This deal is archived")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Payment:/ })).toHaveCount(0);
  await tab(page, "Checklist").click();
  await expect(page.getByRole("textbox", { name: "New item" })).toHaveCount(0);
  await tab(page, "Notes").click();
  await expect(page.getByRole("button", { name: "Add note" })).toHaveCount(0);
  await tab(page, "Related Deals").click();
  await expect(page.getByRole("button", { name: "Link deal" })).toHaveCount(0);
  await tab(page, "Attachments").click();
  await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Unarchive" }).click();
  await expect(page.getByText("This deal is archived")).toBeHidden();
  await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
});

test("a deal's checklist and notes", async ({ page }) => {
  await newDealFromBoard(page, "E2E lounge romans");
  await tab(page, "Checklist").click();
  await expect(page).toHaveURL(/\?tab=checklist$/);
  await expect(page.getByText("No items yet")).toBeVisible();
  const newItem = page.getByRole("textbox", { name: "New item" });
  for (const label of ["Measure windows", "Order fabric", "Book installer"]) {
    await newItem.fill(label);
    await newItem.press("Enter");
    await expect(page.getByRole("checkbox", { name: label })).toBeVisible();
  }
  const list = page.getByRole("list", { name: "Checklist" });
  const labels = () =>
    list.getByRole("checkbox").evaluateAll((boxes) => boxes.map((box) => box.closest("li")?.textContent));
  await page.getByRole("checkbox", { name: "Order fabric" }).check();
  await expect(page.getByRole("checkbox", { name: "Order fabric" })).toBeChecked();

  // Reorder with the keyboard: pick up, two steps up, drop (once the new item is saved).
  const handle = page.getByRole("button", { name: "Drag Book installer" });
  await expect(handle).toBeEnabled();
  await handle.focus();
  const steps = [
    // A pick-up's "Picked up …, position 3 of 3." gives way at once to "… moved to position 3 of 3.".
    ["Space", /^(Picked up Book installer,|Book installer moved to) position 3 of 3\.$/],
    ["ArrowUp", "Book installer moved to position 2 of 3."],
    ["ArrowUp", "Book installer moved to position 1 of 3."],
    ["Space", "Book installer dropped at position 1 of 3."],
  ] as const;
  for (const [key, said] of steps) {
    await page.keyboard.press(key);
    await expectAnnounced(page, said);
  }
  await expect.poll(labels).toEqual(["Book installer", "Measure windows", "Order fabric"]);
  // And with the menu.
  await page.getByRole("button", { name: "Actions for Book installer" }).click();
  await page.getByRole("menuitem", { name: "Move down" }).click();
  await expect.poll(labels).toEqual(["Measure windows", "Book installer", "Order fabric"]);
  await page.reload();
  await expect.poll(labels).toEqual(["Measure windows", "Book installer", "Order fabric"]);
  await expect(page.getByRole("checkbox", { name: "Order fabric" })).toBeChecked();

  await page.getByRole("button", { name: "Actions for Measure windows" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "Edit Measure windows" }).fill("Check measure");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Check measure" })).toBeVisible();
  await page.getByRole("button", { name: "Actions for Check measure" }).click();
  await page.getByRole("menuitem", { name: "Remove" }).click();
  await page.getByRole("dialog", { name: "Remove item" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("checkbox", { name: "Check measure" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await tab(page, "Notes").click();
  await expect(page.getByText("No notes yet")).toBeVisible();
  await page.getByRole("textbox", { name: "New note" }).fill("Customer prefers mornings.\nGate code 1234.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes.getByText(/Customer prefers mornings\.\s+Gate code 1234\./)).toBeVisible();
  await expect(notes.getByText(/^Added by/)).toBeVisible();
  await notes.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "Edit note" }).fill("Customer prefers afternoons.");
  await notes.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notes.getByText("Customer prefers afternoons.")).toBeVisible();
  await expect(notes.getByText(/^Edited by/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await notes.getByRole("button", { name: "Archive" }).click();
  await page.getByRole("dialog", { name: "Archive note" }).getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("No notes yet")).toBeVisible();
});

test("a deal's related deals and attachments", async ({ page }) => {
  await newDealFromBoard(page, "E2E office venetians");
  await tab(page, "Related Deals").click();
  await expect(page.getByText("No related deals")).toBeVisible();
  await page.getByRole("button", { name: "Link deal" }).click();
  const picker = page.getByRole("dialog", { name: "Link a deal" });
  await picker.getByRole("searchbox", { name: "Search deals" }).fill("roman");
  const offer = picker.getByRole("button", { name: /^Link / }).first();
  await expect(offer).toBeVisible();
  const linked = ((await offer.getAttribute("aria-label")) ?? "").replace(/^Link /, "");
  await offer.click();
  await expect(picker).toBeHidden();
  const related = page.getByRole("list", { name: "Related deals" });
  const link = related.getByRole("link", { name: linked });
  await expect(link).toHaveAttribute("href", /^\/workflows\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page);
  await related.getByRole("button", { name: /^Unlink / }).click();
  await page.getByRole("dialog", { name: "Unlink deal" }).getByRole("button", { name: "Unlink" }).click();
  await expect(page.getByText("No related deals")).toBeVisible();

  await tab(page, "Attachments").click();
  await expect(page.getByText("No documents found")).toBeVisible();
  await page.getByRole("button", { name: "Upload" }).click();
  const upload = page.getByRole("dialog", { name: "Upload attachment" });
  await upload.getByLabel("Choose a file").setInputFiles({
    name: "setup.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ not really a program"),
  });
  await expect(upload.getByRole("alert")).toContainText("This type of file cannot be uploaded");
  await upload.getByLabel("Choose a file").setInputFiles({
    name: "site-plan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await expect(upload.getByRole("alert")).toHaveCount(0);
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload).toBeHidden();
  const table = page.getByRole("table", { name: "Attachments" });
  await expect(table.getByRole("button", { name: "site-plan.pdf" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "site-plan.pdf" })).toContainText("PDF");
  await expectNoSeriousA11yViolations(page);

  await table.getByRole("button", { name: "site-plan.pdf" }).click();
  const detail = page.getByRole("dialog", { name: "site-plan.pdf" });
  await expect(detail.getByRole("link", { name: "Download" })).toHaveAttribute("href", /\/download$/);
  await detail.getByRole("button", { name: "Rename" }).click();
  await detail.getByRole("textbox", { name: /Name/ }).fill("Site plan v2.pdf");
  await detail.getByRole("button", { name: "Save", exact: true }).click();
  const renamed = page.getByRole("dialog", { name: "Site plan v2.pdf" });
  await expect(renamed).toBeVisible();
  await renamed.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete attachment" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("No documents found")).toBeVisible();
});
