// The suppliers' bundles (DOMAIN.md "Demo data"): Sunline offers two installation services that exclude
// each other and a freight factor; Coastal a volume program. Demo Blinds Co starts with none subscribed,
// so its quotes keep the catalogue's charges; Harbour Shutters subscribes to Coastal's program.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type BundleTemplateField, bundleSubscriptions, bundles, manufacturers } from "../db/schema/index.ts";
import { seedIds } from "./seed-ids.ts";

type SeedBundle = {
  name: string;
  description: string;
  exclusivityKey: string | null;
  templateFields: BundleTemplateField[];
};

const sunlineBundles: SeedBundle[] = [
  {
    name: "Standard installation",
    description:
      "Sunline's installers fit each blind on a weekday within 40 km of the factory, brackets and clean-up included. Charged per item.",
    exclusivityKey: "sunline-installation",
    templateFields: [
      {
        templateKey: "installation",
        label: "Installation per item",
        operator: "CURRENCY",
        defaultValue: "45",
      },
    ],
  },
  {
    name: "Premium installation",
    description:
      "A senior fitter installs each blind at a booked time, takes away the old coverings and gives a five-year workmanship warranty. Charged per item.",
    exclusivityKey: "sunline-installation",
    templateFields: [
      {
        templateKey: "installation",
        label: "Installation per item",
        operator: "CURRENCY",
        defaultValue: "75",
      },
    ],
  },
  {
    name: "Freight saver",
    description:
      "Orders travel on Sunline's weekly run instead of by courier: the freight on each item is multiplied by this factor.",
    exclusivityKey: null,
    templateFields: [
      { templateKey: "freight", label: "Freight factor", operator: "FACTOR", defaultValue: "0.85" },
    ],
  },
];

const coastalBundles: SeedBundle[] = [
  {
    name: "Volume dealer program",
    description:
      "For dealers ordering 20 or more shutters a month: lower cost padding and cheaper consolidated freight.",
    exclusivityKey: "coastal-volume",
    templateFields: [
      { templateKey: "costPadding", label: "Cost padding factor", operator: "FACTOR", defaultValue: "0.5" },
      { templateKey: "freight", label: "Freight factor", operator: "FACTOR", defaultValue: "0.9" },
    ],
  },
];

async function manufacturerOf(tx: Db, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(eq(manufacturers.accountId, accountId));
  if (!row) throw new Error(`seed: no manufacturer for account ${accountId}`);
  return row.id;
}

export async function seedBundles(tx: Db, epochMs: number): Promise<void> {
  const offers = [
    { accountId: seedIds.sunlineAccount, list: sunlineBundles },
    { accountId: seedIds.coastalAccount, list: coastalBundles },
  ];
  const inserted: { id: number; name: string; manufacturerId: number; exclusivityKey: string | null }[] = [];
  for (const { accountId, list } of offers) {
    const manufacturerId = await manufacturerOf(tx, accountId);
    const rows = await tx
      .insert(bundles)
      .values(list.map((bundle, index) => ({ ...bundle, accountId, manufacturerId, sortOrder: index + 1 })))
      .returning({
        id: bundles.id,
        name: bundles.name,
        manufacturerId: bundles.manufacturerId,
        exclusivityKey: bundles.exclusivityKey,
      });
    inserted.push(...rows);
  }
  const program = inserted.find((bundle) => bundle.name === "Volume dealer program");
  if (!program) throw new Error("seed: the Volume dealer program was not stored");
  const subscribedAt = new Date(epochMs - 90 * 24 * 60 * 60 * 1000);
  await tx.insert(bundleSubscriptions).values({
    accountId: seedIds.harbourAccount,
    bundleId: program.id,
    manufacturerId: program.manufacturerId,
    exclusivityKey: program.exclusivityKey,
    templateValues: { costPadding: "0.6", freight: "0.9" },
    subscribedAt,
    updatedAt: subscribedAt,
  });
}
