// Demo data for an empty database, seeded once and whole (SEED_DEMO): deterministic, its dates counted
// back from an epoch (SeedOptions.epochMs), so with the default fixed epoch tests and screenshots repeat.
// It sits above the modules because it makes its quotes and catalogues through them.
import { permissions } from "@portal/domain";
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  accounts,
  companies,
  countries,
  dealerManufacturers,
  dealerSettings,
  employees,
  hostedDomains,
  manufacturers,
  roles,
  shippingMethods,
} from "../db/schema/index.ts";
import { knownCountries } from "../modules/accounts/countries.ts";
import { hashPassword } from "../platform/passwords.ts";
import { seedCatalogues } from "./catalogues.ts";
import { seedBundles } from "./demo-bundles.ts";
import { seedDocuments } from "./demo-documents.ts";
import { seedHarbourLegacyOrders } from "./demo-legacy-orders.ts";
import { seedDemoQuotes } from "./demo-quotes.ts";
import { coastalAdmin, type DemoUser, demoUsers, harbourAdmin } from "./demo-users.ts";
import { seedPeopleAndOrders } from "./people-and-orders.ts";
import { fixedSeedEpoch, type SeedOptions, seedPipeline } from "./pipeline.ts";
import { seedIds } from "./seed-ids.ts";
import { seedUpcomingAppointments } from "./upcoming-appointments.ts";

export { fixedSeedEpoch, type SeedOptions, seedDayEpoch } from "./pipeline.ts";
export { seedIds } from "./seed-ids.ts";

export const harbourHost = "portal.harbourshutters.test";

const rolePermissions = {
  Administrator: [...permissions],
  Sales: ["deals", "quotes", "contacts.create", "orders"],
  "Deals only": ["deals", "quotes", "contacts.create"],
  "Supplier representative": ["orders", "suppliers.view"],
} as const;

/** Any number, the same in every process: two servers starting on one empty database seed it once. */
const seedLock = 0x5eed_de70;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the whole demo into an empty database in one transaction, so a failed seed leaves the
 * database empty rather than half a demo. Answers false, changing nothing, when any account exists.
 * Its dates are counted back from `options.epochMs` (default `fixedSeedEpoch`: the same data every time).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  // Every start of a demo server asks; skip the slow hashing when the answer is plainly no.
  if (!(await isDatabaseEmpty(db))) return false;
  const epochMs = options.epochMs ?? fixedSeedEpoch;
  const users = [...Object.values(demoUsers), harbourAdmin, coastalAdmin];
  // Hashing is the slow part; do it before the transaction and in parallel.
  const hashes = new Map(
    await Promise.all(users.map(async (user) => [user.username, await hashPassword(user.password)] as const)),
  );
  const hashOf = (user: DemoUser) => hashes.get(user.username) ?? "";

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    if (!(await isDatabaseEmpty(tx))) return false;
    await seedAccounts(tx, hashOf);
    await seedPipeline(tx, { ...options, epochMs });
    // The catalogues were loaded a while before the first deal came in.
    await seedCatalogues(tx, new Date(epochMs - 400 * 24 * 60 * 60 * 1000));
    await seedBundles(tx, epochMs);
    await seedDemoQuotes(tx, options);
    await seedPeopleAndOrders(tx, epochMs);
    await seedUpcomingAppointments(tx, epochMs);
    await seedDocuments(tx, options.files, epochMs);
    await seedHarbourLegacyOrders(tx, epochMs);
    return true;
  });
}

async function seedAccounts(tx: Db, hashOf: (user: DemoUser) => string): Promise<void> {
  const [au] = await tx
    .insert(countries)
    .values(Object.values(knownCountries))
    .returning({ id: countries.id });
  if (!au) throw new Error("seed: country insert returned nothing");

  await tx.insert(accounts).values([
    {
      id: seedIds.demoAccount,
      kind: "DEALER",
      name: "Demo Blinds Co",
      modules: ["DEALS"],
      countryId: au.id,
      personnelEnabled: true,
      manufacturerPrivateOrdersEnabled: true,
    },
    {
      id: seedIds.harbourAccount,
      kind: "DEALER",
      name: "Harbour Shutters",
      modules: ["DEALS", "BURNS_LEGACY_ORDERS"],
      countryId: au.id,
    },
    { id: seedIds.sunlineAccount, kind: "MANUFACTURER", name: "Sunline Blinds", countryId: au.id },
    {
      id: seedIds.coastalAccount,
      kind: "MANUFACTURER",
      name: "Coastal Shutters & Curtains",
      countryId: au.id,
    },
  ]);

  await tx.insert(companies).values([
    {
      accountId: seedIds.demoAccount,
      name: "Demo Blinds Co",
      email: "hello@demoblinds.test",
      accountEmail: "accounts@demoblinds.test",
      orderConfirmationEmail: "orders@demoblinds.test",
      timezone: "Australia/Sydney",
      phone: "02 9876 5432",
      mobile: "0412 345 678",
      address: {
        line1: "12 Example Street",
        line2: "",
        suburb: "Marrickville",
        state: "NSW",
        postcode: "2204",
      },
    },
    // No address: the company-address banner shows for this dealer.
    {
      accountId: seedIds.harbourAccount,
      name: "Harbour Shutters",
      email: "office@harbourshutters.test",
      timezone: "Australia/Brisbane",
    },
    {
      accountId: seedIds.sunlineAccount,
      name: "Sunline Blinds",
      email: "orders@sunline.test",
      timezone: "Australia/Melbourne",
      address: { line1: "4 Factory Road", line2: "", suburb: "Dandenong", state: "VIC", postcode: "3175" },
    },
    {
      accountId: seedIds.coastalAccount,
      name: "Coastal Shutters & Curtains",
      email: "sales@coastal.test",
      timezone: "Australia/Brisbane",
      address: {
        line1: "88 Harbour Drive",
        line2: "Unit 3",
        suburb: "Coffs Harbour",
        state: "NSW",
        postcode: "2450",
      },
    },
  ]);

  await tx.insert(dealerSettings).values([
    {
      accountId: seedIds.demoAccount,
      companyDeliveryAddress: "12 Example Street, Marrickville NSW 2204",
      defaultShippingInstructions: "Deliver to the rear loading dock between 8am and 4pm.",
      companyDetails: "Demo Blinds Co · ABN 12 345 678 901",
      bindingText:
        "By signing this quote you accept our terms of trade and authorise us to order the products listed.",
      depositPercentage: "50",
      taxRatePercentage: "10",
      accountAdjustmentType: "PERCENT_MARK_UP",
      accountAdjustmentValue: "40",
      quotePricingTaxMode: "INCLUSIVE",
    },
    {
      accountId: seedIds.harbourAccount,
      depositPercentage: "30",
      taxRatePercentage: "10",
      accountAdjustmentType: "PERCENT_MARGIN",
      accountAdjustmentValue: "35",
      quotePricingTaxMode: "EXCLUSIVE",
    },
  ]);

  const [sunline, coastal] = await tx
    .insert(manufacturers)
    .values([
      {
        accountId: seedIds.sunlineAccount,
        name: "Sunline Blinds",
        email: "orders@sunline.test",
        timezone: "Australia/Melbourne",
      },
      {
        accountId: seedIds.coastalAccount,
        name: "Coastal Shutters & Curtains",
        email: "sales@coastal.test",
        timezone: "Australia/Brisbane",
        offlineOnly: true,
      },
    ])
    .returning({ id: manufacturers.id });
  if (!sunline || !coastal) throw new Error("seed: manufacturer insert returned nothing");

  const methods = await tx
    .insert(shippingMethods)
    .values([
      { accountId: seedIds.sunlineAccount, manufacturerId: sunline.id, name: "Courier", sortOrder: 1 },
      {
        accountId: seedIds.sunlineAccount,
        manufacturerId: sunline.id,
        name: "Pick up from factory",
        address: "4 Factory Road, Dandenong VIC 3175",
        sortOrder: 2,
      },
      { accountId: seedIds.coastalAccount, manufacturerId: coastal.id, name: "Freight", sortOrder: 1 },
      {
        accountId: seedIds.coastalAccount,
        manufacturerId: coastal.id,
        name: "Pick up",
        address: "88 Harbour Drive, Coffs Harbour NSW 2450",
        sortOrder: 2,
      },
    ])
    .returning({ id: shippingMethods.id });

  await tx.insert(dealerManufacturers).values([
    // Demo Blinds Co keeps Sunline's catalogue itself (an internal supplier): its admins load the file
    // from Settings → Suppliers. Coastal's own staff keep Coastal's, which two dealers sell.
    {
      accountId: seedIds.demoAccount,
      manufacturerId: sunline.id,
      isInternal: true,
      defaultShippingMethodId: methods[0]?.id ?? null,
      sortOrder: 1,
    },
    { accountId: seedIds.demoAccount, manufacturerId: coastal.id, sortOrder: 2 },
    {
      accountId: seedIds.harbourAccount,
      manufacturerId: coastal.id,
      defaultShippingMethodId: methods[3]?.id ?? null,
    },
  ]);

  const roleRows = await tx
    .insert(roles)
    .values([
      ...Object.entries(rolePermissions).map(([name, granted]) => ({
        accountId: seedIds.demoAccount,
        name,
        permissions: [...granted],
      })),
      { accountId: seedIds.harbourAccount, name: "Administrator", permissions: [...permissions] },
      { accountId: seedIds.coastalAccount, name: "Administrator", permissions: [...permissions] },
    ])
    .returning({ id: roles.id, accountId: roles.accountId, name: roles.name });
  const roleId = (accountId: string, name: string) =>
    roleRows.find((role) => role.accountId === accountId && role.name === name)?.id ?? null;

  const employeeRow = (accountId: string, user: DemoUser) => ({
    accountId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    passwordHash: hashOf(user),
    employeeType: user.employeeType,
    flags: user.flags,
    roleId: roleId(accountId, user.role),
  });
  await tx
    .insert(employees)
    .values([
      ...Object.values(demoUsers).map((user) => employeeRow(seedIds.demoAccount, user)),
      employeeRow(seedIds.harbourAccount, harbourAdmin),
      employeeRow(seedIds.coastalAccount, coastalAdmin),
    ]);

  await tx.insert(hostedDomains).values({
    host: harbourHost,
    accountId: seedIds.harbourAccount,
    name: "Harbour Shutters Portal",
    logoUrl: null,
    color: "#0b4f6c",
    chatKey: null,
  });
}
