import { archiveCustomField, createCustomField, listCustomFields, updateCustomField } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { ok, registerCall } from "../../platform/route.ts";
import * as customFields from "./custom-fields.service.ts";

export async function customFieldsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  // Deal details show the fields, so reading them needs only Deals; changing them is Settings → Custom fields.
  const dealsScreens = { access: "deals.view" } as const;
  const customFieldSettings = { access: "settings.customFields.edit" } as const;

  registerCall(
    app,
    listCustomFields,
    async ({ auth }) => customFields.listCustomFields(db, auth.accountId),
    dealsScreens,
  );
  registerCall(
    app,
    createCustomField,
    async ({ auth, body }) => customFields.createCustomField(db, auth.accountId, body, now()),
    customFieldSettings,
  );
  registerCall(
    app,
    updateCustomField,
    async ({ auth, params, body }) =>
      customFields.updateCustomField(db, {
        accountId: auth.accountId,
        id: params.id,
        update: body,
        now: now(),
      }),
    customFieldSettings,
  );
  registerCall(
    app,
    archiveCustomField,
    async ({ auth, params }) => {
      await customFields.archiveCustomField(db, auth.accountId, params.id, now());
      return ok;
    },
    customFieldSettings,
  );
}
