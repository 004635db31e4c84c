import { describe, expect, it } from "vitest";
import { appointmentSubtitle } from "./appointment-subtitle.ts";
import type { TemporalData } from "./appointments.ts";

const sydney = "Australia/Sydney";
const hour = 3_600_000;
const subtitle = (data: TemporalData, now: string, zone = sydney) =>
  appointmentSubtitle(data, new Date(now), zone);

describe("appointmentSubtitle", () => {
  // 09:00–10:00 on Sunday 5 April 2026, Sydney (+10 that morning).
  const meeting: TemporalData = {
    type: "timespan",
    start: "2026-04-04T23:00:00Z",
    end: "2026-04-05T00:00:00Z",
    startZone: sydney,
    endZone: sydney,
  };
  const call: TemporalData = { type: "time", time: "2026-04-04T23:00:00Z", zone: sydney };
  const day: TemporalData = { type: "date", date: "2026-04-05" };
  const days: TemporalData = { type: "datespan", start: "2026-04-04", end: "2026-04-06" };

  it.each<[string, TemporalData, string, ReturnType<typeof appointmentSubtitle>]>([
    ["a meeting an hour away", meeting, "2026-04-04T22:00:00Z", { kind: "COMING_UP", inMs: hour }],
    [
      "a meeting later today is coming up",
      meeting,
      "2026-04-04T14:00:00Z",
      { kind: "COMING_UP", inMs: 9 * hour },
    ],
    ["a meeting 1 ms before it starts", meeting, "2026-04-04T22:59:59.999Z", { kind: "COMING_UP", inMs: 1 }],
    ["a meeting at its start", meeting, "2026-04-04T23:00:00Z", { kind: "HAPPENING_NOW" }],
    ["a meeting 1 ms before its end", meeting, "2026-04-04T23:59:59.999Z", { kind: "HAPPENING_NOW" }],
    ["a meeting at its end", meeting, "2026-04-05T00:00:00Z", { kind: "ENDED", agoMs: 0 }],
    [
      "a meeting two hours after it ended",
      meeting,
      "2026-04-05T02:00:00Z",
      { kind: "ENDED", agoMs: 2 * hour },
    ],
    ["a call at its instant", call, "2026-04-04T23:00:00Z", { kind: "HAPPENING_NOW" }],
    ["a call 1 ms after", call, "2026-04-04T23:00:00.001Z", { kind: "ENDED", agoMs: 1 }],
    ["a call 1 ms before", call, "2026-04-04T22:59:59.999Z", { kind: "COMING_UP", inMs: 1 }],
    // Midnights of Sydney: 2026-04-05 begins at 13:00Z (+11) and ends at 14:00Z on the 5th (+10).
    ["an all-day date before its midnight", day, "2026-04-04T12:59:59.999Z", { kind: "COMING_UP", inMs: 1 }],
    ["an all-day date at its midnight", day, "2026-04-04T13:00:00Z", { kind: "HAPPENING_TODAY" }],
    ["an all-day date during its meeting hour", day, "2026-04-04T23:30:00Z", { kind: "HAPPENING_TODAY" }],
    [
      "an all-day date just before the next midnight",
      day,
      "2026-04-05T13:59:59.999Z",
      { kind: "HAPPENING_TODAY" },
    ],
    ["an all-day date at the next midnight", day, "2026-04-05T14:00:00Z", { kind: "ENDED", agoMs: 0 }],
    ["a datespan on its middle day", days, "2026-04-05T02:00:00Z", { kind: "HAPPENING_TODAY" }],
    ["a datespan on its last day", days, "2026-04-06T13:59:59.999Z", { kind: "HAPPENING_TODAY" }],
    ["a datespan after its last day", days, "2026-04-06T14:00:00Z", { kind: "ENDED", agoMs: 0 }],
  ])("%s", (_, data, now, expected) => {
    expect(subtitle(data, now)).toEqual(expected);
  });

  it("reads today in the zone given: 01:00 on the 5th in Sydney is still the 4th in UTC", () => {
    expect(subtitle(day, "2026-04-04T14:00:00Z", sydney)).toEqual({ kind: "HAPPENING_TODAY" });
    expect(subtitle(day, "2026-04-04T14:00:00Z", "UTC")).toEqual({ kind: "COMING_UP", inMs: 10 * hour });
  });
});
