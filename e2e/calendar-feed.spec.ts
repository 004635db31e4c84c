// A person's private calendar feed (issue 13): get the link on their page, copy it, read it as a calendar
// app would, replace it (the old link stops working) and turn it off.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, openPortal } from "./support.ts";

test("get a person's calendar link, read the feed, replace the link and turn it off", async ({
  page,
  request,
}) => {
  await openPortal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Personnel" }).click();
  await page.getByRole("link", { name: "Tom O'Brien" }).click();
  const person = page.getByRole("dialog", { name: "Tom O'Brien" });
  const feed = person.getByRole("region", { name: "Calendar feed" });
  await expect(feed.getByText("No calendar link yet.")).toBeVisible();
  await feed.getByRole("button", { name: "Get calendar link" }).click();
  await expect(feed.getByText("Copy the link now")).toBeVisible();
  const link = feed.getByText(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(link).toBeVisible();
  const url = (await link.textContent()) ?? "";
  await expect(feed.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(feed.getByText(/^Link on since /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Signed out, as a calendar service reads it: a request context of its own, without the browser's cookies.
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await answer.text();
  expect(ics).toContain("X-WR-CALNAME:Tom O'Brien – Demo Blinds Co");
  expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Australia/Sydney");
  expect(ics).toMatch(/BEGIN:VEVENT\r\nUID:[0-9a-f-]{36}@127\.0\.0\.1\r\nSEQUENCE:\d+\r\n/);

  await feed.getByRole("button", { name: "Replace link" }).click();
  await page
    .getByRole("dialog", { name: "Replace the calendar link" })
    .getByRole("button", { name: "Replace link" })
    .click();
  await expect(feed.getByText(url)).toBeHidden();
  await expect(feed.getByText(/\/api\/calendar\/feed\/.+\.ics$/)).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);

  await feed.getByRole("button", { name: "Turn off" }).click();
  await page
    .getByRole("dialog", { name: "Turn off the calendar feed" })
    .getByRole("button", { name: "Turn off" })
    .click();
  await expect(page.getByText("Calendar feed turned off")).toBeVisible();
  await expect(feed.getByText("No calendar link yet.")).toBeVisible();
});
