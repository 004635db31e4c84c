import { linkRelatedDeal, listRelatedDeals, searchDeals, unlinkRelatedDeal } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { ok, registerCall } from "../../platform/route.ts";
import * as related from "./related-deals.service.ts";

export async function relatedDealsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  const view = { access: "deals.view" } as const;
  const edit = { access: "deals.edit" } as const;

  registerCall(
    app,
    listRelatedDeals,
    async ({ auth, params }) => related.listRelatedDeals(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    linkRelatedDeal,
    async ({ auth, params, body }) =>
      related.linkRelatedDeal(db, {
        accountId: auth.accountId,
        dealId: params.id,
        relatedDealId: body.relatedDealId,
        now: now(),
      }),
    edit,
  );
  registerCall(
    app,
    unlinkRelatedDeal,
    async ({ auth, params }) => {
      await related.unlinkRelatedDeal(db, auth.accountId, params.id, params.relatedDealId);
      return ok;
    },
    edit,
  );
  registerCall(
    app,
    searchDeals,
    async ({ auth, query }) => related.searchDeals(db, auth.accountId, query),
    view,
  );
}
