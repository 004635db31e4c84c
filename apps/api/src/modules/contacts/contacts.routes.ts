import { createContact, getContact, listContacts, updateContact } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as contacts from "./contacts.service.ts";

export async function contactsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // Contacts is a Deals screen; adding one needs contacts.create, changing one the deals permission.
  const view = { access: "contacts.view" } as const;

  registerCall(
    app,
    listContacts,
    async ({ auth, query }) => contacts.listContacts(db, auth.accountId, query.search || undefined),
    view,
  );
  registerCall(
    app,
    createContact,
    async ({ auth, body }) => contacts.createContact(db, auth.accountId, body, now()),
    { access: "contacts.create" },
  );
  registerCall(
    app,
    getContact,
    async ({ auth, params }) => contacts.getContact(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    updateContact,
    async ({ auth, params, body }) =>
      contacts.updateContact(db, { accountId: auth.accountId, contactId: params.id, body, now: now() }),
    { access: "contacts.edit" },
  );
}
