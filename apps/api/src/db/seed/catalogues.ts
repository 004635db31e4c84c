// The demo suppliers' catalogues, loaded through the same import as any supplier's file.
import { fileURLToPath } from "node:url";
import { count, eq } from "drizzle-orm";
import { readCatalogueFolder } from "../../modules/catalogue/catalogue-folder.ts";
import { importCatalogue } from "../../modules/catalogue/catalogue-import.ts";
import type { Db } from "../client.ts";
import { catalogueProducts, manufacturers } from "../schema/index.ts";
import { seedIds } from "./seed-ids.ts";

const demoCatalogues = [
  { accountId: seedIds.sunlineAccount, folder: "sunline" },
  { accountId: seedIds.coastalAccount, folder: "coastal" },
] as const;

/** Loads each demo supplier's catalogue when that supplier has none yet; answers how many it loaded. */
export async function seedMissingCatalogues(db: Db, now = new Date()): Promise<number> {
  let loaded = 0;
  for (const demo of demoCatalogues) {
    const [manufacturer] = await db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.accountId, demo.accountId));
    if (!manufacturer) continue;
    const [existing] = await db
      .select({ n: count() })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.manufacturerId, manufacturer.id));
    if ((existing?.n ?? 0) > 0) continue;
    const file = fileURLToPath(new URL(`./catalogues/${demo.folder}/catalogue.json`, import.meta.url));
    await importCatalogue(db, readCatalogueFolder(file), {
      manufacturerId: manufacturer.id,
      employeeId: null,
      now,
    });
    loaded += 1;
  }
  return loaded;
}
