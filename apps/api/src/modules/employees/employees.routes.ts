import {
  checkEmployeeEmail,
  checkEmployeeUsername,
  createEmployee,
  getEmployee,
  listEmployees,
  listRoles,
  updateEmployee,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as employees from "./employees.service.ts";

export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  // Settings → Employees is an administrator's screen (spec §6: SettingsEmployees); changing employees
  // is a settings change as well (docs/permissions.md, decision 5).
  const view = { access: "settings.employees.view" } as const;
  const edit = { access: "settings.employees.edit" } as const;

  registerCall(
    app,
    listEmployees,
    async ({ auth }) => ({ data: await employees.listEmployees(db, auth.accountId) }),
    view,
  );
  registerCall(
    app,
    getEmployee,
    async ({ auth, params }) => ({ data: await employees.getEmployee(db, auth.accountId, params.id) }),
    view,
  );
  registerCall(
    app,
    listRoles,
    async ({ auth }) => ({ data: await employees.listRoles(db, auth.accountId) }),
    view,
  );
  // The add and edit forms ask while typing; only someone who may save the answer needs to know it.
  registerCall(
    app,
    checkEmployeeEmail,
    async ({ auth, params, query }) => ({
      data: {
        exists: await employees.isEmployeeValueTaken(db, {
          accountId: auth.accountId,
          field: "email",
          value: query.value,
          excludeId: params.excludeId,
        }),
      },
    }),
    edit,
  );
  registerCall(
    app,
    checkEmployeeUsername,
    async ({ auth, params, query }) => ({
      data: {
        exists: await employees.isEmployeeValueTaken(db, {
          accountId: auth.accountId,
          field: "username",
          value: query.value,
          excludeId: params.excludeId,
        }),
      },
    }),
    edit,
  );
  registerCall(
    app,
    createEmployee,
    async ({ auth, body, request }) => ({
      data: await employees.createEmployee(deps, auth, body, request.log),
    }),
    edit,
  );
  registerCall(
    app,
    updateEmployee,
    async ({ auth, params, body }) => ({
      data: await employees.updateEmployee(deps, auth, params.id, body),
    }),
    edit,
  );
}
