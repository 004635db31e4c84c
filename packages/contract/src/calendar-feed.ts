// A personnel person's private calendar feed (issue 13): an iCalendar URL that Google, Apple and Outlook
// calendars subscribe to. Staff make, replace and turn off the link on the person's page; the feed itself
// is public and its secret URL is the only key.
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./shared.ts";

/** The appointments a feed holds: those overlapping [now − pastDays, now + futureDays). */
export const calendarFeedWindow = { pastDays: 90, futureDays: 365 } as const;

/** Whether the person has a live link, and since when (the link itself is shown only when made). */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A new link: its full URL, answered this once (only a hash of its secret is kept). */
export const issuedCalendarFeedSchema = z.object({
  url: z.url(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type IssuedCalendarFeed = z.infer<typeof issuedCalendarFeedSchema>;

const personParams = z.object({ id: z.uuid() });

export const getCalendarFeed = defineCall({
  method: "GET",
  path: "/personnel/:id/calendar-feed",
  summary: "Whether the person has a live calendar feed link, and since when",
  params: personParams,
  response: calendarFeedSchema,
});

export const createCalendarFeed = defineCall({
  method: "POST",
  path: "/personnel/:id/calendar-feed",
  summary:
    "Make the person's calendar feed link, replacing any earlier one (which stops working); the URL is answered only now",
  params: personParams,
  response: issuedCalendarFeedSchema,
});

export const revokeCalendarFeed = defineCall({
  method: "DELETE",
  path: "/personnel/:id/calendar-feed",
  summary: "Turn the person's calendar feed off: its link stops working",
  params: personParams,
  response: okSchema,
});

export const getCalendarFeedIcs = defineCall({
  method: "GET",
  path: "/calendar/feed/:token.ics",
  summary: `The person's appointments as iCalendar (text/calendar), ${calendarFeedWindow.pastDays} days back to ${calendarFeedWindow.futureDays} ahead; an unknown or revoked link answers 404`,
  // Any text: a malformed link is as unknown as a revoked one (404, never a hint which).
  params: z.object({ token: textSchema.check(z.maxLength(200)) }),
  produces: "text/calendar",
  response: z.unknown(),
  public: true,
});
