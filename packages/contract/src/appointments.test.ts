import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  appointmentRangeQuerySchema,
  createAppointmentBodySchema,
  temporalDataSchema,
} from "./appointments.ts";
import { fieldProblemOf } from "./errors.ts";

/** Each issue as `path: code`, the way the API's error handler words it. */
function problems(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${fieldProblemOf(issue).code}`);
}

describe("temporalDataSchema", () => {
  it("keeps each of the four kinds as sent", () => {
    const kinds = [
      { type: "date", date: "2026-04-05" },
      { type: "datespan", start: "2026-04-04", end: "2026-04-05" },
      { type: "time", time: "2026-04-05T09:00:00+10:00", zone: "Australia/Sydney" },
      {
        type: "timespan",
        start: "2026-04-05T02:30:00+11:00",
        end: "2026-04-05T02:30:00+10:00",
        startZone: "Australia/Sydney",
        endZone: "Australia/Perth",
      },
    ];
    for (const kind of kinds) expect(temporalDataSchema.parse(kind)).toEqual(kind);
  });

  it.each([
    [{ type: "date", date: "2026-02-30" }, "date: INVALID_DATE"],
    [{ type: "datespan", start: "2026-04-05", end: "5/4/2026" }, "end: INVALID_DATE"],
    [{ type: "datespan", start: "2026-04-05", end: "2026-04-04" }, "end: END_BEFORE_START"],
    [{ type: "time", time: "2026-04-05T09:00:00", zone: "UTC" }, "time: INVALID_DATE"],
    [{ type: "time", time: "2026-04-05T09:00:00Z", zone: "Mars/Olympus" }, "zone: UNKNOWN_TIME_ZONE"],
    [
      {
        type: "timespan",
        start: "2026-04-05T10:00:00Z",
        end: "2026-04-05T09:00:00Z",
        startZone: "UTC",
        endZone: "UTC",
      },
      "end: END_BEFORE_START",
    ],
    [
      {
        type: "timespan",
        start: "2026-04-05T10:00Z",
        end: "2026-04-05T11:00Z",
        startZone: "+10:00",
        endZone: "UTC",
      },
      "startZone: UNKNOWN_TIME_ZONE",
    ],
  ])("answers the domain's code on the field: %j", (value, expected) => {
    expect(problems(temporalDataSchema, value)).toEqual([expected]);
  });

  it("refuses an unknown kind", () => {
    expect(problems(temporalDataSchema, { type: "week", date: "2026-04-05" })).toHaveLength(1);
  });
});

describe("createAppointmentBodySchema", () => {
  it("fills the optional fields, and a participant's status with NOREPLY", () => {
    const body = createAppointmentBodySchema.parse({
      title: " Measure ",
      temporalData: { type: "date", date: "2026-04-05" },
      participants: [
        { name: "Priya Shah", email: " priya@example.com " },
        { name: "Sam", email: "" },
      ],
    });
    expect(body).toEqual({
      title: "Measure",
      location: "",
      description: "",
      temporalData: { type: "date", date: "2026-04-05" },
      participants: [
        { name: "Priya Shah", email: "priya@example.com", phoneNumber: null, status: "NOREPLY" },
        { name: "Sam", email: null, phoneNumber: null, status: "NOREPLY" },
      ],
    });
  });

  it("words bad participants and temporal data on their paths", () => {
    expect(
      problems(createAppointmentBodySchema, {
        title: "",
        temporalData: { type: "datespan", start: "2026-04-05", end: "2026-04-01" },
        participants: [{ name: "", email: "not-an-email", status: "LATER" }],
      }).toSorted(),
    ).toEqual([
      "participants.0.email: INVALID_EMAIL",
      "participants.0.name: REQUIRED",
      "participants.0.status: INVALID_VALUE",
      "temporalData.end: END_BEFORE_START",
      "title: REQUIRED",
    ]);
  });
});

describe("appointmentRangeQuerySchema", () => {
  const a = "0193a000-0000-7000-8000-000000000001";
  const b = "0193a000-0000-7000-8000-000000000002";

  it("takes person ids comma-separated, repeated or both", () => {
    expect(appointmentRangeQuerySchema.parse({ personIds: `${a},${b}` }).personIds).toEqual([a, b]);
    expect(appointmentRangeQuerySchema.parse({ personIds: [a, b] }).personIds).toEqual([a, b]);
    expect(appointmentRangeQuerySchema.parse({ personIds: [`${a},`, b] }).personIds).toEqual([a, b]);
    expect(problems(appointmentRangeQuerySchema, { personIds: "x" })).toEqual([
      "personIds.0: INVALID_FORMAT",
    ]);
  });

  it("takes dates and instants as the range's ends", () => {
    expect(
      appointmentRangeQuerySchema.parse({ from: "2026-04-01", to: "2026-05-01T00:00:00+10:00" }),
    ).toEqual({
      from: "2026-04-01",
      to: "2026-05-01T00:00:00+10:00",
    });
    expect(problems(appointmentRangeQuerySchema, { from: "2026-04-31", to: "tomorrow" })).toEqual([
      "from: INVALID_DATE",
      "to: INVALID_DATE",
    ]);
  });
});
