// Personnel (spec 001 §2, §5): the list, adding a person with labels, 'Email already in use', the person
// over the list at its own address, editing and deleting.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("add a person, refuse a duplicate email, open, edit and delete them", async ({ page }) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Personnel" }).click();
  await expect(page).toHaveURL(/\/personnel$/);
  await expect(page.getByRole("heading", { level: 1, name: "Personnel" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Priya Shah" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add" }).click();
  const add = page.getByRole("dialog", { name: "Add person" });
  await add.getByRole("textbox", { name: "Name" }).fill("Jordan Blake");
  // Priya's address: another person of the account has it.
  await add.getByRole("textbox", { name: "Email" }).fill("PRIYA.SHAH@demoblinds.test");
  await add.getByRole("combobox", { name: "Labels" }).fill("Installer");
  await add.getByRole("combobox", { name: "Labels" }).press("Enter");
  await add.getByRole("button", { name: "Add person" }).click();
  await expect(add.getByText("Email already in use")).toBeVisible();
  await expect(add.getByRole("textbox", { name: "Email" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await add.getByRole("textbox", { name: "Email" }).fill("jordan.blake@demoblinds.test");
  await add.getByRole("button", { name: "Add person" }).click();
  await expect(page.getByText("Person added")).toBeVisible();
  await expect(add).toBeHidden();
  // A new person opens over the list, at their own address.
  await expect(page).toHaveURL(/\/personnel\/[0-9a-f-]{36}$/);
  const person = page.getByRole("dialog", { name: "Jordan Blake" });
  await expect(person.getByText("jordan.blake@demoblinds.test")).toBeVisible();
  await expect(person.getByText("Installer")).toBeVisible();
  await person.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit person" });
  await edit.getByRole("textbox", { name: "Notes" }).fill("E2E: shutters only");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Person saved")).toBeVisible();
  await expect(person.getByText("E2E: shutters only")).toBeVisible();

  await person.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete person" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Person deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/personnel$/);
  await expect(page.getByRole("cell", { name: "Jordan Blake" })).toHaveCount(0);
  // An unknown person goes back to the list.
  await page.goto("/personnel/01900000-0000-7000-8000-000000000000");
  await expect(page).toHaveURL(/\/personnel$/);
});
