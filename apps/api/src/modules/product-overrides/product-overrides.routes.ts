import {
  createProductOverride,
  deleteProductOverride,
  listProductOverrides,
  updateProductOverride,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as overrides from "./product-overrides.service.ts";

export async function productOverridesRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // Settings → Products: a Settings tab of the Deals module (spec 001 §6); changing it needs the settings permission.
  const rule = { access: "settings.deals.edit" } as const;
  registerCall(
    app,
    listProductOverrides,
    async ({ auth }) => overrides.listProductOverrides(db, auth.accountId),
    { access: "settings.deals.view" },
  );
  registerCall(
    app,
    createProductOverride,
    async ({ auth, body }) =>
      overrides.saveProductOverride(db, { accountId: auth.accountId, body, now: now() }),
    rule,
  );
  registerCall(
    app,
    updateProductOverride,
    async ({ auth, params, body }) =>
      overrides.saveProductOverride(db, {
        accountId: auth.accountId,
        body,
        now: now(),
        existingId: params.id,
      }),
    rule,
  );
  registerCall(
    app,
    deleteProductOverride,
    async ({ auth, params }) => {
      await overrides.deleteProductOverride(db, auth.accountId, params.id);
      return { ok: true as const };
    },
    rule,
  );
}
