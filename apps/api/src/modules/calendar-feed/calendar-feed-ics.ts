// A person's appointments as an iCalendar feed (RFC 5545) that Google, Apple and Outlook calendars
// subscribe to: stable UIDs, SEQUENCE from the appointment, a VTIMEZONE for every zone used, all-day
// kinds as dates.
import type { Appointment } from "@portal/contract";
import { type ParticipantStatus, type TemporalData, wallOf } from "@portal/domain";
import type { Dayjs } from "dayjs";
import ical, { ICalAttendeeStatus, type ICalEventData } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { dayjs } from "../../platform/dayjs.ts";

export type FeedAppointment = Appointment & { sequence: number };

export type FeedInput = {
  person: { name: string };
  companyName: string;
  /** The right-hand side of every UID (`<appointment id>@<uidDomain>`). */
  uidDomain: string;
  appointments: readonly FeedAppointment[];
  /** The web page of an appointment's deal. */
  dealUrl: (deal: NonNullable<Appointment["context"]["deal"]>) => string;
};

/** How often a subscribed calendar should ask again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const feedRefreshSeconds = 60 * 60;

const partstat: Record<ParticipantStatus, ICalAttendeeStatus> = {
  YES: ICalAttendeeStatus.ACCEPTED,
  NO: ICalAttendeeStatus.DECLINED,
  MAYBE: ICalAttendeeStatus.TENTATIVE,
  NOREPLY: ICalAttendeeStatus.NEEDSACTION,
};

const vtimezones = new Map<string, string | null>();

/**
 * The VTIMEZONE block of a zone (with its daylight-saving rules, from the tz database the library ships),
 * or null for one it does not know. The library names an alias by its canonical zone (Asia/Calcutta is
 * Asia/Kolkata); the block takes the name the events use, so every TZID reference has its block. (UTC
 * never gets here: ical-generator writes UTC times as …Z.)
 */
export function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) {
    const block = tzlib_get_ical_block(zone);
    const text = Array.isArray(block) ? block[0] : undefined;
    vtimezones.set(zone, text ? text.replace(/^TZID:.*$/m, `TZID:${zone}`) : null);
  }
  return vtimezones.get(zone) ?? null;
}

const dayMs = 86_400_000;

/** A YYYY-MM-DD as the Date ical-generator writes as that date (UTC midnight; no zone on all-day events). */
function dateOf(plainDate: string, plusDays = 0): Date {
  const [year = 0, month = 1, day = 1] = plainDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day) + plusDays * dayMs);
}

/**
 * An instant as ical-generator writes it: wall time with TZID in a zone it has a VTIMEZONE for, else UTC.
 * The wall time is the zone's clock as a UTC dayjs, whose fields ical-generator writes as they are.
 */
function at(instant: string, zone: string): Date | Dayjs {
  const ms = Date.parse(instant);
  return vtimezoneOf(zone) ? dayjs.utc(wallOf(ms, zone)) : new Date(ms);
}

const zoneIfKnown = (zone: string) => (vtimezoneOf(zone) ? zone : null);

/**
 * DTSTART and DTEND. Dates are VALUE=DATE with the end exclusive (the day after the last day); a time is
 * a zero-length event (DTSTART = DTEND). ical-generator gives an event one TZID, so a timespan's end is
 * written in its start's zone: the same instant, shown in the start's zone.
 */
function when(data: TemporalData): Pick<ICalEventData, "start" | "end" | "allDay" | "timezone"> {
  switch (data.type) {
    case "date":
      return { allDay: true, start: dateOf(data.date), end: dateOf(data.date, 1) };
    case "datespan":
      return { allDay: true, start: dateOf(data.start), end: dateOf(data.end, 1) };
    case "time":
      return {
        start: at(data.time, data.zone),
        end: at(data.time, data.zone),
        timezone: zoneIfKnown(data.zone),
      };
    case "timespan":
      return {
        start: at(data.start, data.startZone),
        end: at(data.end, data.startZone),
        timezone: zoneIfKnown(data.startZone),
      };
  }
}

function description(appointment: FeedAppointment, dealUrl: FeedInput["dealUrl"]): string {
  const deal = appointment.context.deal;
  const parts = [appointment.description];
  if (deal) parts.push(`Deal D-${deal.tuid}: ${deal.name}\n${dealUrl(deal)}`);
  return parts.filter(Boolean).join("\n\n");
}

export function renderCalendarFeed({
  person,
  companyName,
  uidDomain,
  appointments,
  dealUrl,
}: FeedInput): string {
  const name = companyName ? `${person.name} – ${companyName}` : person.name;
  const calendar = ical({
    name,
    description: companyName
      ? `Appointments of ${person.name} at ${companyName}`
      : `Appointments of ${person.name}`,
    prodId: { company: "Dealer Portal", product: "Calendar feed", language: "EN" },
    ttl: feedRefreshSeconds,
  });
  // No calendar-wide zone (ical-generator would then write DTSTAMP in local time): each event names its
  // own, and the generator adds the VTIMEZONE of every zone an event names.
  calendar.timezone({ name: null, generator: vtimezoneOf });
  for (const appointment of appointments) {
    const deal = appointment.context.deal;
    const event = calendar.createEvent({
      id: `${appointment.id}@${uidDomain}`,
      sequence: appointment.sequence,
      // Without a METHOD, DTSTAMP is when the appointment last changed (RFC 5545 §3.8.7.2): the same
      // appointment reads the same on every fetch.
      stamp: new Date(appointment.updatedAt),
      lastModified: new Date(appointment.updatedAt),
      created: new Date(appointment.createdAt),
      summary: appointment.title,
      location: appointment.location || null,
      description: description(appointment, dealUrl) || null,
      url: deal ? dealUrl(deal) : null,
      ...when(appointment.temporalData),
    });
    // An attendee is a calendar address: participants without an email have none.
    for (const participant of appointment.participants) {
      if (participant.email)
        event.createAttendee({
          name: participant.name,
          email: participant.email,
          status: partstat[participant.status],
        });
    }
  }
  return calendar.toString();
}
