import {
  createCalendarFeed,
  getCalendarFeed,
  getCalendarFeedIcs,
  revokeCalendarFeed,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall, registerPublicCall } from "../../platform/route.ts";
import * as feeds from "./calendar-feed.service.ts";

/**
 * Per client address. Calendar services poll many feeds from few addresses (every hour or so each), so
 * this is looser than the supplier page's; with 256-bit tokens it only guards against a flood.
 */
const feedLimit = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

/** What a subscribed calendar may keep before asking again: modest, so a moved visit shows up soon. */
const feedCacheControl = "private, max-age=300";

export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.deps;
  // A person's feed link is a change to the personnel (whoever keeps the people who visit right); its
  // state is shown only beside those controls, so reading it takes the same action.
  const edit = { access: "personnel.edit" } as const;

  registerCall(
    app,
    getCalendarFeed,
    async ({ auth, params }) => feeds.getCalendarFeed(db, auth.accountId, params.id),
    edit,
  );
  registerCall(
    app,
    createCalendarFeed,
    async ({ auth, params }) =>
      feeds.createCalendarFeed(db, config, { who: auth, personId: params.id, now: now() }),
    edit,
  );
  registerCall(
    app,
    revokeCalendarFeed,
    async ({ auth, params }) => feeds.revokeCalendarFeed(db, auth.accountId, params.id),
    edit,
  );

  // The feed: the secret link is the only key.
  registerPublicCall(
    app,
    getCalendarFeedIcs,
    async ({ params, reply }) => {
      const ics = await feeds.renderFeedOfToken(db, config, params.token, now());
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `inline; filename="calendar.ics"`)
        .header("cache-control", feedCacheControl)
        .header("x-robots-tag", "noindex, nofollow")
        .send(ics);
    },
    feedLimit,
  );
}
