// The demo suppliers' catalogues, loaded through the same import as any supplier's file.
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { manufacturers } from "../db/schema/index.ts";
import { readCatalogueFolder } from "../modules/catalogue/catalogue-folder.ts";
import { importCatalogue } from "../modules/catalogue/catalogue-import.ts";
import { seedIds } from "./seed-ids.ts";

const demoCatalogues = [
  { accountId: seedIds.sunlineAccount, folder: "sunline" },
  { accountId: seedIds.coastalAccount, folder: "coastal" },
] as const;

/** The folder of a demo supplier's catalogue.json and its CSV grids (tests load them too). */
export function demoCatalogueFile(folder: (typeof demoCatalogues)[number]["folder"]): string {
  return fileURLToPath(new URL(`./catalogues/${folder}/catalogue.json`, import.meta.url));
}

/** Loads each demo supplier's catalogue. */
export async function seedCatalogues(db: Db, now: Date): Promise<void> {
  for (const demo of demoCatalogues) {
    const [manufacturer] = await db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.accountId, demo.accountId));
    if (!manufacturer) throw new Error(`seed: no supplier for ${demo.folder}`);
    await importCatalogue(db, readCatalogueFolder(demoCatalogueFile(demo.folder)), {
      manufacturerId: manufacturer.id,
      employeeId: null,
      now,
    });
  }
}
