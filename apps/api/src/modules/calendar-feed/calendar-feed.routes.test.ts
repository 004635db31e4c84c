import { createHash } from "node:crypto";
import { calendarFeedSchema, issuedCalendarFeedSchema, type Person, personSchema } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  accounts,
  appointmentParticipants,
  appointments,
  personnel,
  personnelCalendarFeeds,
} from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import type { TestApp, TestClient } from "../../test/helper.ts";
import {
  type FeedApp,
  feedCalls,
  parseFeed,
  startFeedApp,
  tokenOf,
} from "../../test/kits/calendar-feed.test-kit.ts";

describe("a person's calendar feed", () => {
  let app: FeedApp;
  let t: TestApp;
  let demo: TestClient;
  let priya: Person;
  let chris: Person;
  const { feedPath, issue, read } = feedCalls(() => app);

  beforeAll(async () => {
    app = await startFeedApp();
    ({ t, demo, priya, chris } = app);
  });
  afterAll(() => t.close());

  it("makes a link whose URL is answered once and whose token is kept only as a hash", async () => {
    expect(
      calendarFeedSchema.parse((await demo.get(`/api/personnel/${chris.id}/calendar-feed`)).json()),
    ).toEqual({ active: false, createdAt: null });
    const issued = await issue(demo, chris);
    expect(issued.url.startsWith(`${t.config.publicUrl}/api/calendar/feed/`)).toBe(true);
    const token = tokenOf(issued.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const state = await demo.get(`/api/personnel/${chris.id}/calendar-feed`);
    expect(state.json()).toEqual({ active: true, createdAt: issued.createdAt });
    expect(state.body).not.toContain(token);

    const rows = await t.db
      .select()
      .from(personnelCalendarFeeds)
      .where(eq(personnelCalendarFeeds.personId, chris.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers text/calendar, kept a few minutes, naming the person and the company", async () => {
    const issued = await issue(demo, priya);
    const response = await read(issued.url);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, max-age=300");
    expect(response.body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const feed = parseFeed(response.body);
    expect(feed.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Priya Shah – Demo Blinds Co");
    expect(feed.calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
  });

  describe("turning it off and replacing it", () => {
    let person: Person;
    beforeEach(async () => {
      const created = await demo.post("/api/personnel/create", {
        name: `Feed person ${Math.random()}`,
        email: `feed.${Date.now()}.${Math.random().toString(36).slice(2)}@demoblinds.test`,
      });
      expect(created.statusCode, created.body).toBe(200);
      person = personSchema.parse((await demo.get(`/api/personnel/${created.json().id}`)).json());
    });

    it("answers 404 for a turned-off link, as for one that never was, without saying which", async () => {
      const issued = await issue(demo, person);
      await read(issued.url);
      const off = await demo.delete(`/api/personnel/${person.id}/calendar-feed`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ ok: true });
      expect((await demo.get(`/api/personnel/${person.id}/calendar-feed`)).json()).toEqual({
        active: false,
        createdAt: null,
      });
      const revoked = await t.client().get(feedPath(issued.url));
      const unknown = await t.client().get(`/api/calendar/feed/${"A".repeat(43)}.ics`);
      const malformed = await t.client().get("/api/calendar/feed/x.ics");
      expect([revoked.statusCode, unknown.statusCode, malformed.statusCode]).toEqual([404, 404, 404]);
      expect(revoked.body).toBe(unknown.body);
      expect(malformed.body).toBe(unknown.body);
      expect(revoked.headers["content-type"]).toBe(unknown.headers["content-type"]);
      // Turning off what is off is fine.
      expect((await demo.delete(`/api/personnel/${person.id}/calendar-feed`)).statusCode).toBe(200);
      expect(
        await t.db
          .select()
          .from(personnelCalendarFeeds)
          .where(eq(personnelCalendarFeeds.personId, person.id)),
      ).toEqual([]);
    });

    it("replaces a link: the old URL stops working, the new one works", async () => {
      const first = await issue(demo, person);
      t.clock.advance(60_000);
      const second = await issue(demo, person);
      expect(second.url).not.toBe(first.url);
      expect((await t.client().get(feedPath(first.url))).statusCode).toBe(404);
      await read(second.url);
      expect((await demo.get(`/api/personnel/${person.id}/calendar-feed`)).json()).toEqual({
        active: true,
        createdAt: second.createdAt,
      });
    });

    it("goes with the person, and stays dark while the account's personnel feature is off", async () => {
      const issued = await issue(demo, person);
      await t.db
        .update(accounts)
        .set({ personnelEnabled: false })
        .where(eq(accounts.id, seedIds.demoAccount));
      expect((await t.client().get(feedPath(issued.url))).statusCode).toBe(404);
      await t.db.update(accounts).set({ personnelEnabled: true }).where(eq(accounts.id, seedIds.demoAccount));
      await read(issued.url);
      expect((await demo.delete(`/api/personnel/${person.id}`)).statusCode).toBe(200);
      expect((await t.client().get(feedPath(issued.url))).statusCode).toBe(404);
    });
  });

  it("is for whoever may change personnel: the supplier representative is refused, signed out is 401", async () => {
    const supplier = await t.signIn(demoUsers.supplierRep.username, demoUsers.supplierRep.password);
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await supplier.request({ method, url: `/api/personnel/${chris.id}/calendar-feed` });
      expect(response.statusCode).toBe(403);
      expect(
        (await t.client().request({ method, url: `/api/personnel/${chris.id}/calendar-feed` })).statusCode,
      ).toBe(401);
    }
    const sales = await t.signIn(demoUsers.sales.username, demoUsers.sales.password);
    expect((await sales.get(`/api/personnel/${chris.id}/calendar-feed`)).statusCode).toBe(200);
  });

  describe("another account", () => {
    let harbour: TestClient;
    let harbourPersonId: string;

    beforeAll(async () => {
      await t.db
        .update(accounts)
        .set({ personnelEnabled: true })
        .where(eq(accounts.id, seedIds.harbourAccount));
      harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
      // Harbour has its own person with Priya's address, and an appointment she is asked to.
      const created = await harbour.post("/api/personnel/create", { name: "Priya Shah", email: priya.email });
      expect(created.statusCode, created.body).toBe(200);
      harbourPersonId = created.json().id;
      const appointmentId = "0193a000-0000-7000-8000-00000000fe01";
      await t.db.insert(appointments).values({
        id: appointmentId,
        accountId: seedIds.harbourAccount,
        title: "Harbour louvres",
        temporalData: { type: "date", date: "2026-10-14" },
        startsAt: new Date("2026-10-13T13:00:00Z"),
        endsAt: new Date("2026-10-14T13:00:00Z"),
      });
      await t.db.insert(appointmentParticipants).values({
        id: "0193a000-0000-7000-8000-00000000fe02",
        accountId: seedIds.harbourAccount,
        appointmentId,
        name: "Priya Shah",
        email: priya.email,
      });
    });
    afterAll(async () => {
      await t.db
        .update(accounts)
        .set({ personnelEnabled: false })
        .where(eq(accounts.id, seedIds.harbourAccount));
    });

    it("never sees or changes our person's feed (404), and leaves it working", async () => {
      const issued = await issue(demo, priya);
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const response = await harbour.request({ method, url: `/api/personnel/${priya.id}/calendar-feed` });
        expect(response.statusCode, `${method}: ${response.body}`).toBe(404);
      }
      await read(issued.url);
    });

    it("keeps each account's appointments in its own feeds, though the address is the same", async () => {
      const ours = parseFeed((await read((await issue(demo, priya)).url)).body).events.map((e) => e.summary);
      expect(ours).not.toContain("Harbour louvres");
      const theirsResponse = await harbour.post(`/api/personnel/${harbourPersonId}/calendar-feed`);
      expect(theirsResponse.statusCode, theirsResponse.body).toBe(200);
      const theirs = parseFeed((await read(issuedCalendarFeedSchema.parse(theirsResponse.json()).url)).body);
      expect(theirs.events.map((event) => event.summary)).toEqual(["Harbour louvres"]);
      expect(theirs.calendar.getFirstPropertyValue("x-wr-calname")).toMatch(/^Priya Shah – (?!Demo Blinds)/);
      const rows = await t.db.select().from(personnel).where(eq(personnel.id, harbourPersonId));
      expect(rows[0]?.accountId).toBe(seedIds.harbourAccount);
    });
  });
});
