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
import { ok, registerCall } from "../../platform/route.ts";
import { readFileUpload } from "../../platform/uploads.ts";
import * as logo from "./company-logo.service.ts";
import * as settings from "./settings.service.ts";

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, files, now } = app.deps;
  // Loaded with the session by every signed-in screen (spec 000 §4), so only a session is needed.
  registerCall(app, getAccountSettings, async ({ auth }) => settings.getAccountSettings(db, auth.accountId));
  registerCall(app, listManufacturers, async ({ auth }) => ({
    data: await settings.listManufacturers(db, auth.accountId),
  }));
  registerCall(app, getProviders, async () => settings.getProviders(config));

  // The settings screens are gated by the Settings feature; so are their calls.
  const settingsScreen = { feature: "Settings" } as const;
  registerCall(
    app,
    updateMainCompany,
    async ({ auth, body }) => {
      await settings.updateMainCompany(db, auth.accountId, body, now());
      return ok;
    },
    settingsScreen,
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
    settingsScreen,
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
    settingsScreen,
  );
  registerCall(
    app,
    getPdfTemplates,
    async ({ auth }) => settings.getPdfTemplates(db, auth.accountId),
    settingsScreen,
  );
  registerCall(
    app,
    updatePdfTemplates,
    async ({ auth, body }) => settings.updatePdfTemplates(db, auth.accountId, body.templates, now()),
    settingsScreen,
  );
  registerCall(
    app,
    uploadCompanyLogo,
    async ({ auth, request }) => {
      const upload = await readFileUpload(request, {
        field: uploadLimits.field,
        maxBytes: uploadLimits.maxBytes,
      });
      return logo.uploadCompanyLogo(db, files, auth, upload, now());
    },
    settingsScreen,
  );
  registerCall(
    app,
    deleteCompanyLogo,
    async ({ auth }) => logo.deleteCompanyLogo(db, files, auth.accountId, now()),
    settingsScreen,
  );
}
