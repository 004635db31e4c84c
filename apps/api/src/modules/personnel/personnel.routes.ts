import {
  createPerson,
  deletePerson,
  getPerson,
  listPersonnel,
  listPersonnelLabels,
  updatePerson,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as personnel from "./personnel.service.ts";

export async function personnelRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // The /personnel screen's gate: the Deals feature and the account's personnel toggle (computeFeatures);
  // changing personnel also needs the deals permission.
  const view = { access: "personnel.view" } as const;
  const edit = { access: "personnel.edit" } as const;

  registerCall(app, listPersonnel, async ({ auth }) => personnel.listPersonnel(db, auth.accountId), view);
  registerCall(
    app,
    listPersonnelLabels,
    async ({ auth }) => personnel.listPersonnelLabels(db, auth.accountId),
    view,
  );
  registerCall(
    app,
    getPerson,
    async ({ auth, params }) => personnel.getPerson(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    createPerson,
    async ({ auth, body }) => personnel.createPerson(db, auth.accountId, body, { now: now() }),
    edit,
  );
  registerCall(
    app,
    updatePerson,
    async ({ auth, params, body }) =>
      personnel.updatePerson(db, { accountId: auth.accountId, personId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    deletePerson,
    async ({ auth, params }) => personnel.deletePerson(db, auth.accountId, params.id),
    edit,
  );
}
