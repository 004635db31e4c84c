import { getProduct, getProductTree, importCatalogue, listBrands, listProducts } from "@portal/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { accounts, manufacturers } from "../../db/schema/index.ts";
import { AppError, notFound, validationFailed } from "../../platform/errors.ts";
import { registerCall } from "../../platform/route.ts";
import type { Auth } from "../../platform/session-store.ts";
import { isMultipartUpload, unstorableTextPath, uploadFieldCodes } from "../../platform/uploads.ts";
import * as catalogue from "./catalogue.service.ts";
import { supplierLink } from "./catalogue-access.ts";
import { checkCatalogue } from "./catalogue-file.ts";
import { importCatalogue as loadCatalogue } from "./catalogue-import.ts";

const maxFileBytes = 10 * 1024 * 1024;

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  const rule = { access: "catalogue.view" } as const;
  registerCall(
    app,
    listBrands,
    async ({ auth, query }) => catalogue.listBrands(db, auth.accountId, query.manufacturerId),
    rule,
  );
  registerCall(
    app,
    listProducts,
    async ({ auth, query }) => catalogue.listProducts(db, auth.accountId, query),
    rule,
  );
  registerCall(
    app,
    getProduct,
    async ({ auth, params }) => catalogue.getProduct(db, auth.accountId, params.id),
    rule,
  );
  registerCall(app, getProductTree, async ({ auth }) => catalogue.getProductTree(db, auth.accountId), rule);
  registerCall(
    app,
    importCatalogue,
    async ({ auth, query, request }) => {
      await mayImport(db, auth, query.manufacturerId);
      const upload = await readCatalogueUpload(request);
      const checked = checkCatalogue(upload.json, upload.csv);
      if (!checked.ok) throw validationFailed(checked.errors);
      return loadCatalogue(db, checked.catalogue, {
        manufacturerId: query.manufacturerId,
        employeeId: auth.employeeId,
        now: now(),
      });
    },
    // The use case checks the supplier (mayImport): signed in is all the route itself asks.
    { access: "catalogue.import" },
  );
}

/** The supplier's own account, or a dealer admin for a supplier the dealer marked internal. */
async function mayImport(db: Db, auth: Auth, manufacturerId: number): Promise<void> {
  const [manufacturer] = await db
    .select({ accountId: manufacturers.accountId })
    .from(manufacturers)
    .where(eq(manufacturers.id, manufacturerId));
  if (!manufacturer) throw notFound();
  if (manufacturer.accountId === auth.accountId) {
    const [account] = await db
      .select({ kind: accounts.kind })
      .from(accounts)
      .where(eq(accounts.id, auth.accountId));
    if (account?.kind === "MANUFACTURER") return;
  }
  const link = await supplierLink(db, auth.accountId, manufacturerId);
  if (!link) throw notFound();
  if (link.isInternal && auth.employeeType === "ADMIN") return;
  throw new AppError("CATALOGUE_IMPORT_NOT_ALLOWED");
}

/** The `catalogue` JSON part and the `grids` CSV parts of a multipart upload. */
async function readCatalogueUpload(
  request: FastifyRequest,
): Promise<{ json: unknown; csv: Map<string, string> }> {
  if (!isMultipartUpload(request)) throw new AppError("NOT_MULTIPART");
  let json: unknown;
  let sawCatalogue = false;
  const csv = new Map<string, string>();
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 201, parts: 210 } })) {
      if (part.type !== "file") continue;
      const text = (await part.toBuffer()).toString("utf8").replace(/^\uFEFF/, "");
      if (part.fieldname === "catalogue") {
        sawCatalogue = true;
        try {
          json = JSON.parse(text);
        } catch {
          throw validationFailed({ catalogue: "INVALID_JSON" });
        }
      } else if (part.fieldname === "grids") {
        csv.set(part.filename, text);
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError("FILE_TOO_LARGE", { params: { limit: "10 MB" } });
    }
    throw error;
  }
  if (!sawCatalogue) throw validationFailed({ catalogue: ["CATALOGUE_MISSING"] });
  // The file's schema is not a contract's textSchema: text the database cannot store is refused here.
  const unstorable = unstorableTextPath(json);
  if (unstorable !== null)
    throw validationFailed({ [unstorable || "catalogue"]: [uploadFieldCodes.invalidCharacters] });
  return { json, csv };
}
