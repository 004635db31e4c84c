import {
  createDealAppointment,
  deleteAppointment,
  getAppointment,
  listAppointments,
  listCalendarPeople,
  listDealAppointments,
  updateAppointment,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { accountTimeZoneName } from "../../platform/account-time-zone.ts";
import { registerCall } from "../../platform/route.ts";
import { appointmentRange } from "./appointment-range.ts";
import * as appointments from "./appointments.service.ts";

export async function appointmentsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // Appointments are a deal's tab and the calendar, which the Deals feature gates: reading them is
  // deals.view, booking and changing them a deal change (deals.edit), as notes and checklists are.
  const view = { access: "deals.view" } as const;
  const edit = { access: "deals.edit" } as const;

  registerCall(
    app,
    listAppointments,
    async ({ auth, query }) => {
      const range = appointmentRange(query, await accountTimeZoneName(db, auth.accountId), now());
      return appointments.listAppointments(db, auth.accountId, range, query.personIds);
    },
    view,
  );
  registerCall(
    app,
    listDealAppointments,
    async ({ auth, params }) => appointments.listDealAppointments(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    createDealAppointment,
    async ({ auth, params, body }) =>
      appointments.createDealAppointment(db, { who: auth, dealId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    getAppointment,
    async ({ auth, params }) => appointments.getAppointment(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    updateAppointment,
    async ({ auth, params, body }) =>
      appointments.updateAppointment(db, { who: auth, appointmentId: params.id, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    deleteAppointment,
    async ({ auth, params }) => appointments.deleteAppointment(db, auth.accountId, params.id),
    edit,
  );
  registerCall(
    app,
    listCalendarPeople,
    async ({ auth }) => appointments.listCalendarPeople(db, auth.accountId),
    view,
  );
}
