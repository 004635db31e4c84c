import { listBundles, subscribeBundle, unsubscribeBundle } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as bundles from "./bundles.service.ts";

export async function bundlesRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // Settings → Bundles is a Settings tab (spec 001 §6); subscribing is a settings change.
  registerCall(app, listBundles, async ({ auth }) => bundles.listBundles(db, auth.accountId), {
    access: "settings.view",
  });
  registerCall(
    app,
    subscribeBundle,
    async ({ auth, params, body }) =>
      bundles.subscribeBundle(db, { auth, bundleId: params.id, body, now: now() }),
    { access: "settings.edit" },
  );
  registerCall(
    app,
    unsubscribeBundle,
    async ({ auth, params }) => bundles.unsubscribeBundle(db, auth.accountId, params.id),
    { access: "settings.edit" },
  );
}
