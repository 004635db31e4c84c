// The demo's coming two weeks on the calendar: measures, walkthroughs, installs and service visits on
// open deals, booked with the personnel (a few all day, one with two installers), counted from the seed day like the rest of the
// demo. Deterministic: a seeded random source of its own, so the ids made before it stay the same.
import { instantOfWallClock, type TemporalData } from "@portal/domain";
import type { Db } from "../db/client.ts";
import { DemoBookings, demoZone } from "./demo-bookings.ts";
import { demoDeals, demoPersonnel, type PersonKey, type SeedDeal } from "./people-and-orders.ts";
import { seededRandom } from "./random.ts";
import { seedIds } from "./seed-ids.ts";

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;
const zone = demoZone;

type UpcomingPlan = {
  status: string;
  /** Position in the column (board order, archived deals included, as people-and-orders.ts counts). */
  position: number;
  title: string;
  people: PersonKey[];
  /** Days after the seed day (0 is the seed day itself). */
  day: number;
  /** Sydney wall-clock start and length in hours; none for an all-day one (`days` long, default 1). */
  at?: { time: string; hours: number };
  days?: number;
};

/**
 * The same people on the same deals as the demo's past appointments (people-and-orders.ts), so the
 * board's Personnel filter keeps its meaning: Priya measures Measure Booked 0-2, Mia 3-5, Sam walks
 * Quoted 0-1 through their quote, Chris installs Received 1 and (with Tom) 3, Tom visits Scheduled 0-2.
 */
const plans: UpcomingPlan[] = [
  {
    status: "Measure Booked",
    position: 0,
    title: "Measure and quote",
    people: ["priya"],
    day: 1,
    at: { time: "09:00", hours: 1.5 },
  },
  {
    status: "Quoted",
    position: 0,
    title: "Quote walkthrough",
    people: ["sam"],
    day: 1,
    at: { time: "13:00", hours: 1 },
  },
  { status: "Received", position: 1, title: "Installation", people: ["chris"], day: 2 },
  {
    status: "Measure Booked",
    position: 4,
    title: "Measure and quote",
    people: ["mia"],
    day: 3,
    at: { time: "10:00", hours: 2 },
  },
  {
    status: "Scheduled",
    position: 0,
    title: "Service visit",
    people: ["tom"],
    day: 4,
    at: { time: "08:30", hours: 1 },
  },
  { status: "Received", position: 3, title: "Installation", people: ["chris", "tom"], day: 5, days: 2 },
  {
    status: "Measure Booked",
    position: 1,
    title: "Check measure",
    people: ["priya"],
    day: 7,
    at: { time: "11:00", hours: 1 },
  },
  {
    status: "Quoted",
    position: 1,
    title: "Quote walkthrough",
    people: ["sam"],
    day: 8,
    at: { time: "14:00", hours: 1.5 },
  },
  { status: "Scheduled", position: 1, title: "Service visit", people: ["tom"], day: 9 },
  {
    status: "Measure Booked",
    position: 3,
    title: "Measure and quote",
    people: ["mia"],
    day: 10,
    at: { time: "09:30", hours: 1 },
  },
  {
    status: "Scheduled",
    position: 2,
    title: "Service visit",
    people: ["tom"],
    day: 11,
    at: { time: "15:00", hours: 1 },
  },
  {
    status: "Measure Booked",
    position: 5,
    title: "Measure and quote",
    people: ["mia"],
    day: 12,
    at: { time: "13:00", hours: 1 },
  },
  {
    status: "Measure Booked",
    position: 2,
    title: "Final check",
    people: ["priya"],
    day: 13,
    at: { time: "10:00", hours: 1 },
  },
];

/** YYYY-MM-DD `days` after a YYYY-MM-DD. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The seed day in Sydney: the day after the epoch (the epoch is 09:00 UTC of the day before the seed). */
function seedDay(epochMs: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(new Date(epochMs + dayMs))
    .slice(0, 10);
}

function when(plan: UpcomingPlan, firstDay: string): TemporalData {
  const date = addDays(firstDay, plan.day);
  if (!plan.at) {
    const days = plan.days ?? 1;
    return days === 1
      ? { type: "date", date }
      : { type: "datespan", start: date, end: addDays(date, days - 1) };
  }
  const start = instantOfWallClock({ date, time: plan.at.time }, zone);
  if (!start) throw new Error(`no such Sydney time: ${date} ${plan.at.time}`);
  const end = new Date(Date.parse(start) + plan.at.hours * hourMs).toISOString();
  return { type: "timespan", start, end, startZone: zone, endZone: zone };
}

/** Adds the upcoming appointments to Demo Blinds Co's open deals; booked in the days before the epoch. */
export async function seedUpcomingAppointments(db: Db, epochMs: number): Promise<void> {
  const accountId = seedIds.demoAccount;
  const random = seededRandom(0xca1_2026, epochMs - 3 * dayMs);
  const dealRows = await demoDeals(db, accountId);
  const firstDay = seedDay(epochMs);
  const bookings = new DemoBookings(accountId, random.id);
  for (const [index, plan] of plans.entries()) {
    const deal: SeedDeal | undefined = dealRows.filter((item) => item.status === plan.status)[plan.position];
    // An archived deal books nothing new.
    if (!deal || deal.isArchived) continue;
    bookings.add({
      deal,
      title: plan.title,
      temporalData: when(plan, firstDay),
      // Booked a little before the epoch, never before the deal.
      madeAt: new Date(
        Math.min(
          epochMs,
          Math.max(deal.createdAt.getTime() + hourMs, epochMs - (3 * dayMs - index * hourMs)),
        ),
      ),
      people: plan.people.map((key, order) => ({
        name: demoPersonnel[key].name,
        email: demoPersonnel[key].email,
        status: order === 0 ? "YES" : "MAYBE",
      })),
      contactStatus: index % 2 === 0 ? "YES" : "NOREPLY",
    });
  }
  await bookings.insert(db);
}
