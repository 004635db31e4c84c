import {
  deleteCompanyLogo,
  getAccountSettings,
  getDealerSettings,
  getPdfTemplates,
  getProviders,
  listManufacturers,
  updateDealerSettings,
  updateMainCompany,
  updateManufacturerCustomerSettings,
  updatePdfTemplates,
  uploadCompanyLogo,
  uploadLimits,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { allows } from "../../platform/access.ts";
import { ok, registerCall } from "../../platform/route.ts";
import { readFileUpload } from "../../platform/uploads.ts";
import * as logo from "./company-logo.service.ts";
import * as settings from "./settings.service.ts";

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, files, now } = app.deps;
  // Loaded with the session by every signed-in screen (spec 000 §4), so only a session is needed.
  const session = { access: "session" } as const;
  registerCall(
    app,
    getAccountSettings,
    async ({ auth }) => settings.getAccountSettings(db, auth.accountId),
    session,
  );
  registerCall(
    app,
    listManufacturers,
    async ({ auth }) => ({ data: await settings.listManufacturers(db, auth.accountId) }),
    session,
  );
  registerCall(
    app,
    getProviders,
    // A key's last characters and its state are for whoever manages integrations.
    async ({ auth }) =>
      settings.getProviders(db, config, auth.accountId, allows(auth, "settings.integrations.view")),
    session,
  );

  // The settings screens are gated by the Settings feature; changing them needs the settings permission.
  // PDF templates and the company logo are on the Quotes tab, a tab of the Deals module.
  const settingsScreen = { access: "settings.view" } as const;
  const settingsChange = { access: "settings.edit" } as const;
  const quoteDocuments = { access: "settings.deals.edit" } as const;
  registerCall(
    app,
    updateMainCompany,
    async ({ auth, body }) => {
      await settings.updateMainCompany(db, auth.accountId, body, now());
      return ok;
    },
    settingsChange,
  );
  registerCall(
    app,
    getDealerSettings,
    async ({ auth }) => settings.getDealerSettings(db, auth.accountId),
    settingsScreen,
  );
  registerCall(
    app,
    updateDealerSettings,
    async ({ auth, body }) => {
      await settings.updateDealerSettings(db, auth.accountId, body, now());
      return ok;
    },
    settingsChange,
  );
  registerCall(
    app,
    updateManufacturerCustomerSettings,
    async ({ auth, params, body }) => {
      await settings.updateManufacturerCustomerSettings(
        db,
        auth.accountId,
        params.manufacturerId,
        body.default_shipping_method_id,
      );
      return ok;
    },
    settingsChange,
  );
  registerCall(app, getPdfTemplates, async ({ auth }) => settings.getPdfTemplates(db, auth.accountId), {
    access: "settings.deals.view",
  });
  registerCall(
    app,
    updatePdfTemplates,
    async ({ auth, body }) => settings.updatePdfTemplates(db, auth.accountId, body.templates, now()),
    quoteDocuments,
  );
  registerCall(
    app,
    uploadCompanyLogo,
    async ({ auth, request }) => {
      const upload = await readFileUpload(request, {
        field: uploadLimits.field,
        maxBytes: uploadLimits.maxBytes,
      });
      return logo.uploadCompanyLogo(db, files, { who: auth, upload, now: now() });
    },
    quoteDocuments,
  );
  registerCall(
    app,
    deleteCompanyLogo,
    async ({ auth }) => logo.deleteCompanyLogo(db, files, auth.accountId, now()),
    quoteDocuments,
  );
}
