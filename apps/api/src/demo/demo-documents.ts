// The Documents page's demo data: what the two suppliers share with their dealers (price lists, fitting
// guides, a brochure) and a few of Demo Blinds Co's own files. Small generated PDFs and text files, so the
// downloads open; dates counted back from the seed's epoch (SeedOptions), so with the fixed one screenshots repeat.
import { Readable } from "node:stream";
import { mimeTypeByExtension, type UploadExtension } from "@portal/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { documents, employees, manufacturers, productDocumentCategories } from "../db/schema/index.ts";
import type { FileStore } from "../platform/files.ts";
import { demoUsers } from "./demo-users.ts";
import { samplePdf } from "./sample-files.ts";
import { seedIds } from "./seed-ids.ts";

const dayMs = 24 * 60 * 60 * 1000;

type DemoDocument = {
  name: string;
  /** Named by migration 0012's list. */
  category: string | null;
  extension: Extract<UploadExtension, "pdf" | "csv" | "txt">;
  /** Text of the PDF's one line, or the text file's content. */
  content: string;
  ageDays: number;
};

const supplierDocuments: Record<string, DemoDocument[]> = {
  [seedIds.sunlineAccount]: [
    {
      name: "Sunline price list 2026",
      category: "Price lists",
      extension: "pdf",
      content: "Sunline Blinds - trade price list 2026",
      ageDays: 40,
    },
    {
      name: "Roller blind fitting guide",
      category: "Fitting instructions",
      extension: "pdf",
      content: "Roller blinds: fitting to a recess or the face of the frame",
      ageDays: 120,
    },
    {
      name: "Sunline warranty terms",
      category: "Warranty",
      extension: "pdf",
      content: "Sunline Blinds - five year warranty on components",
      ageDays: 200,
    },
  ],
  [seedIds.coastalAccount]: [
    {
      name: "Coastal shutters brochure",
      category: "Brochures",
      extension: "pdf",
      content: "Coastal Shutters & Curtains - plantation shutters",
      ageDays: 25,
    },
    {
      name: "Curtain track price list",
      category: "Price lists",
      extension: "csv",
      content:
        "code,description,price per metre\nCT-100,Standard track,18.50\nCT-200,Motorised track,96.00\n",
      ageDays: 60,
    },
    {
      name: "Shutter installation guide",
      category: "Fitting instructions",
      extension: "pdf",
      content: "Plantation shutters: hanging the panels and setting the tension",
      ageDays: 150,
    },
  ],
};

const dealerDocuments: DemoDocument[] = [
  {
    name: "Terms of trade",
    category: null,
    extension: "pdf",
    content: "Demo Blinds Co - terms of trade",
    ageDays: 90,
  },
  {
    name: "Installer checklist",
    category: "Fitting instructions",
    extension: "txt",
    content: "Before leaving the site:\n- test every blind\n- clean up\n- show the customer the controls\n",
    ageDays: 30,
  },
  {
    name: "Showroom samples brochure",
    category: "Brochures",
    extension: "pdf",
    content: "Demo Blinds Co - showroom samples",
    ageDays: 12,
  },
];

/** The second dealer's own, there to show isolation. */
const harbourDocuments: DemoDocument[] = [
  {
    name: "Harbour measuring guide",
    category: "Fitting instructions",
    extension: "pdf",
    content: "Harbour Shutters - how we measure a window",
    ageDays: 45,
  },
];

/** Writes the files, then the rows; without a file store the demo has no documents. */
export async function seedDocuments(tx: Db, files: FileStore | undefined, epochMs: number): Promise<void> {
  if (!files) return;
  const categories = await tx
    .select({ id: productDocumentCategories.id, category: productDocumentCategories.category })
    .from(productDocumentCategories);
  const categoryId = (name: string | null) =>
    categories.find((category) => category.category === name)?.id ?? null;
  const suppliers = await tx
    .select({ id: manufacturers.id, accountId: manufacturers.accountId })
    .from(manufacturers)
    .where(inArray(manufacturers.accountId, Object.keys(supplierDocuments)))
    .orderBy(asc(manufacturers.id));
  const [admin] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.username, demoUsers.admin.username));

  const rows: Array<typeof documents.$inferInsert> = [];
  let index = 0;
  const add = async (
    accountId: string,
    document: DemoDocument,
    owner: { manufacturerId: number | null; createdBy: number | null },
  ) => {
    index += 1;
    const storageKey = `${accountId}/seed-document-${index}.${document.extension}`;
    const content =
      document.extension === "pdf" ? samplePdf(document.content) : Buffer.from(document.content, "utf8");
    const { size } = await files.write(storageKey, Readable.from([content]));
    const createdAt = new Date(epochMs - document.ageDays * dayMs);
    rows.push({
      accountId,
      kind: "DOCUMENT",
      manufacturerId: owner.manufacturerId,
      categoryId: categoryId(document.category),
      name: document.name,
      fileName: `${document.name.toLowerCase().replaceAll(" ", "-")}.${document.extension}`,
      mimeType: mimeTypeByExtension[document.extension],
      size,
      storageKey,
      directUpload: true,
      createdAt,
      updatedAt: createdAt,
      createdBy: owner.createdBy,
    });
  };

  for (const [accountId, list] of Object.entries(supplierDocuments)) {
    const supplier = suppliers.find((candidate) => candidate.accountId === accountId);
    if (!supplier) continue;
    for (const document of list)
      await add(accountId, document, { manufacturerId: supplier.id, createdBy: null });
  }
  for (const document of dealerDocuments) {
    await add(seedIds.demoAccount, document, { manufacturerId: null, createdBy: admin?.id ?? null });
  }
  for (const document of harbourDocuments) {
    await add(seedIds.harbourAccount, document, { manufacturerId: null, createdBy: null });
  }
  await tx.insert(documents).values(rows);
}
