import { expect, test } from "@playwright/test";
import {
  decodeQuotedPrintable,
  expectNoSeriousA11yViolations,
  latestMailTo,
  openPortal,
  signIn,
} from "./support.ts";

const hire = {
  firstName: "Morgan",
  lastName: "Reyes",
  username: "morgan.reyes",
  email: "morgan.reyes@demoblinds.test",
  password: "morgan-chose-this-1",
};

test("an admin adds an employee, who sets a password from the emailed link; disabled, their session ends", async ({
  page,
  browser,
}) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/employees");
  const table = page.getByRole("table");
  await expect(table.getByRole("button", { name: "Sam Taylor" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add: a username someone has is refused while typing, before any save.
  await page.getByRole("button", { name: "Add employee" }).click();
  const add = page.getByRole("dialog", { name: "Add employee" });
  await add.getByRole("textbox", { name: /First name/ }).fill(hire.firstName);
  await add.getByRole("textbox", { name: /Last name/ }).fill(hire.lastName);
  await add.getByRole("textbox", { name: /Email/ }).fill(hire.email);
  await add.getByRole("textbox", { name: /Username/ }).pressSequentially("Sales");
  await expect(add.getByText("Username has already been taken")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await add.getByRole("textbox", { name: /Username/ }).fill(hire.username);
  await expect(add.getByText("Username has already been taken")).toBeHidden();
  await add.getByRole("combobox", { name: /Role/ }).click();
  await page.getByRole("option", { name: "Sales" }).click();
  await add.getByRole("button", { name: "Add employee" }).click();
  await expect(page.getByText(`We emailed ${hire.email} a link to choose their password`)).toBeVisible();
  await expect(table.getByRole("button", { name: `${hire.firstName} ${hire.lastName}` })).toBeVisible();

  // The new employee opens the emailed link in their own browser and chooses a password.
  let mail: string | undefined;
  await expect.poll(() => (mail = latestMailTo(hire.email)), { timeout: 10_000 }).toBeTruthy();
  const text = decodeQuotedPrintable(mail ?? "");
  expect(text).toContain(`Your username is "${hire.username}"`);
  const link = text.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+&welcome=1/)?.[0];
  expect(link, "invite link in the email").toBeTruthy();
  const theirs = await browser.newContext();
  const employee = await theirs.newPage();
  const url = new URL(link ?? "");
  await employee.goto(url.pathname + url.search);
  await expect(employee.getByRole("heading", { name: "Welcome! Choose your password" })).toBeVisible();
  await expectNoSeriousA11yViolations(employee);
  await employee.getByRole("textbox", { name: "New password", exact: true }).fill(hire.password);
  await employee.getByLabel("Confirm").fill(hire.password);
  await employee.getByRole("button", { name: "Set password" }).click();
  await expect(employee.getByText("Your password is set. You can sign in now.")).toBeVisible();
  await employee.getByRole("link", { name: "Sign in" }).click();
  await signIn(employee, hire.username, hire.password);
  await expect(employee).toHaveURL(/\/dashboard$/);

  // The admin disables them.
  await table.getByRole("button", { name: `${hire.firstName} ${hire.lastName}` }).click();
  const detail = page.getByRole("dialog", { name: `${hire.firstName} ${hire.lastName}` });
  await expect(detail.getByRole("textbox", { name: /Email/ })).toHaveValue(hire.email);
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole("combobox", { name: /Status/ }).click();
  await page.getByRole("option", { name: "Disabled" }).click();
  await detail.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`${hire.firstName} ${hire.lastName} saved`)).toBeVisible();
  await expect(table.getByRole("button", { name: `${hire.firstName} ${hire.lastName}` })).toBeHidden();

  // Their next request finds the session gone: they land on the sign-in page, and cannot sign in.
  await employee.getByRole("link", { name: "Contacts" }).first().click();
  await expect(employee).toHaveURL(/\/login/);
  await signIn(employee, hire.username, hire.password);
  await expect(
    employee.getByText("Login failed. Please check your username and password and try again."),
  ).toBeVisible();
  await theirs.close();
});
