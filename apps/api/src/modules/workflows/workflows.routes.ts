import {
  getDealWorkflowSettings,
  getWorkflow,
  getWorkflowSchema,
  importWorkflow,
  listWorkflows,
  saveDealWorkflowSettings,
  updateWorkflow,
  updateWorkflowModules,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { ok, registerCall } from "../../platform/route.ts";
import { readJsonUpload } from "../../platform/uploads.ts";
import * as workflows from "./workflows.service.ts";

/** An export of the largest workflow the file schema allows is well under this. */
export const workflowFileMaxBytes = 1024 * 1024;

export async function workflowsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // Every Deals screen (board, navigation, dashboard) reads the workflows.
  const dealsScreens = { access: "deals.view" } as const;
  // Settings → Workflows needs Deals and Admin (computeFeatures folds both into SettingsWorkflows);
  // changing a workflow also needs the settings permission.
  const workflowSettings = { access: "settings.workflows.edit" } as const;

  registerCall(
    app,
    listWorkflows,
    async ({ auth }) => workflows.listWorkflows(db, auth.accountId),
    dealsScreens,
  );
  registerCall(
    app,
    getWorkflow,
    async ({ auth, params }) => workflows.getWorkflow(db, auth.accountId, params.id),
    dealsScreens,
  );
  registerCall(
    app,
    updateWorkflow,
    async ({ auth, params, body }) =>
      workflows.updateWorkflow(db, {
        accountId: auth.accountId,
        workflowId: params.id,
        update: body,
        now: now(),
      }),
    workflowSettings,
  );
  registerCall(
    app,
    updateWorkflowModules,
    async ({ auth, params, body }) =>
      workflows.updateWorkflowModules(db, {
        accountId: auth.accountId,
        workflowId: params.id,
        modules: body.modules,
        now: now(),
      }),
    workflowSettings,
  );
  registerCall(
    app,
    getWorkflowSchema,
    async ({ auth, params }) => workflows.getWorkflowFile(db, auth.accountId, params.id),
    { access: "settings.workflows.view" },
  );
  registerCall(
    app,
    importWorkflow,
    async ({ auth, request }) => {
      const file = await readJsonUpload(request, { field: "file", maxBytes: workflowFileMaxBytes });
      return workflows.importWorkflow(db, auth.accountId, file, now());
    },
    workflowSettings,
  );

  registerCall(
    app,
    getDealWorkflowSettings,
    async ({ auth }) => workflows.getDealWorkflowSettings(db, auth.accountId),
    dealsScreens,
  );
  registerCall(
    app,
    saveDealWorkflowSettings,
    async ({ auth, body }) => {
      await workflows.saveDealWorkflowSettings(db, auth.accountId, body, now());
      return ok;
    },
    // Preset filters are the whole account's: saving one changes every colleague's board menu.
    { access: "deals.edit" },
  );
}
