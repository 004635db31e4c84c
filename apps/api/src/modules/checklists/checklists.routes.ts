import {
  addChecklistItem,
  deleteChecklistItem,
  getChecklist,
  reorderChecklist,
  updateChecklistItem,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { ok, registerCall } from "../../platform/route.ts";
import * as checklists from "./checklists.service.ts";

export async function checklistsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // Reading a deal's checklist needs the Deals screens; changing it also the deals permission.
  const view = { access: "deals.view" } as const;
  const edit = { access: "deals.edit" } as const;

  registerCall(
    app,
    getChecklist,
    async ({ auth, params }) => checklists.getChecklist(db, auth.accountId, params.id, params.dataSourceId),
    view,
  );
  registerCall(
    app,
    addChecklistItem,
    async ({ auth, params, body }) =>
      checklists.addChecklistItem(db, {
        who: auth,
        target: { dealId: params.id, dataSourceId: params.dataSourceId },
        label: body.label,
        now: now(),
      }),
    edit,
  );
  registerCall(
    app,
    updateChecklistItem,
    async ({ auth, params, body }) =>
      checklists.updateChecklistItem(db, { who: auth, itemId: params.id, change: body, now: now() }),
    edit,
  );
  registerCall(
    app,
    deleteChecklistItem,
    async ({ auth, params }) => {
      await checklists.deleteChecklistItem(db, auth.accountId, params.id);
      return ok;
    },
    edit,
  );
  registerCall(
    app,
    reorderChecklist,
    async ({ auth, params, body }) =>
      checklists.reorderChecklist(
        db,
        auth.accountId,
        { dealId: params.id, dataSourceId: params.dataSourceId },
        body.itemIds,
      ),
    edit,
  );
}
