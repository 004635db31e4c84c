// Account settings: company, country, suppliers, modules, dealer portal settings, providers.
import {
  type AccountSettings,
  type DealerSettings,
  type PdfTemplates,
  type Providers,
  pdfKinds,
  type updateDealerSettingsBodySchema,
  type updateMainCompanyBodySchema,
} from "@portal/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  accounts,
  catalogueBrands,
  companies,
  countries,
  dealerManufacturers,
  dealerSettings,
  manufacturers,
  shippingMethods,
} from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import { isSupplierLink, supplierLink } from "../catalogue/catalogue-access.ts";
import { listContactProviders } from "../integrations/contact-providers.service.ts";
import { cardPaymentsEnabled } from "../payments/payments.service.ts";
import { logoUrl } from "./company-logo.service.ts";
import { refuseUnknownShippingMethod } from "./supplier-shipping.ts";

export async function getAccountSettings(db: Db, accountId: string): Promise<AccountSettings> {
  const [row] = await db
    .select({ company: companies, country: countries, modules: accounts.modules })
    .from(accounts)
    .innerJoin(countries, eq(countries.id, accounts.countryId))
    .innerJoin(companies, and(eq(companies.accountId, accounts.id), eq(companies.isMain, true)))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw notFound();
  const { company, country } = row;
  return {
    main_company: {
      id: company.id,
      name: company.name,
      email: company.email,
      account_email: company.accountEmail,
      order_confirmation_email: company.orderConfirmationEmail,
      timezone: company.timezone,
      account_id: company.accountId,
      phone: company.phone,
      mobile: company.mobile,
      fax: company.fax,
      address: company.address,
      delivery_addresses: company.deliveryAddresses,
    },
    country: {
      id: country.id,
      name: country.name,
      iso2_code: country.iso2Code,
      iso3_code: country.iso3Code,
      calling_code: country.callingCode,
      measure_system: country.measureSystem,
      currency_code: country.currencyCode,
      currency_symbol: country.currencySymbol,
      locale: country.locale,
      labor_tax_control: country.laborTaxControl,
      tax_display: country.taxDisplay,
      new_taxing: country.newTaxing,
    },
    manufacturers: await listSuppliers(db, accountId),
    modules: row.modules,
  };
}

async function listSuppliers(db: Db, accountId: string): Promise<AccountSettings["manufacturers"]> {
  const links = await db
    .select({ link: dealerManufacturers, manufacturer: manufacturers })
    .from(dealerManufacturers)
    .innerJoin(manufacturers, eq(manufacturers.id, dealerManufacturers.manufacturerId))
    .where(eq(dealerManufacturers.accountId, accountId))
    .orderBy(asc(dealerManufacturers.sortOrder), asc(manufacturers.name));
  const ids = links.map(({ manufacturer }) => manufacturer.id);
  const methods = ids.length
    ? await db
        .select()
        .from(shippingMethods)
        .where(inArray(shippingMethods.manufacturerId, ids))
        .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id))
    : [];
  const brands = ids.length
    ? await db
        .select({
          id: catalogueBrands.id,
          name: catalogueBrands.name,
          manufacturerId: catalogueBrands.manufacturerId,
        })
        .from(catalogueBrands)
        .where(and(inArray(catalogueBrands.manufacturerId, ids), isNull(catalogueBrands.removedAt)))
        .orderBy(asc(catalogueBrands.sortOrder))
    : [];
  return links.map(({ link, manufacturer }) => ({
    id: manufacturer.id,
    name: manufacturer.name,
    logo: manufacturer.logo,
    email: manufacturer.email,
    timezone: manufacturer.timezone,
    customer_settings: { default_shipping_method_id: link.defaultShippingMethodId },
    shipping_methods: methods
      .filter((method) => method.manufacturerId === manufacturer.id)
      .map((method) => ({ id: method.id, name: method.name, address: method.address })),
    brands: brands
      .filter((brand) => brand.manufacturerId === manufacturer.id)
      .map((brand) => ({ id: brand.id, name: brand.name })),
    manufacturer_customer_settings: { is_internal: link.isInternal },
    offline_only: manufacturer.offlineOnly,
  }));
}

type MainCompanyUpdate = z.output<typeof updateMainCompanyBodySchema>;

export async function listManufacturers(
  db: Db,
  accountId: string,
): Promise<AccountSettings["manufacturers"]> {
  return listSuppliers(db, accountId);
}

/** The default shipping method must be one the supplier offers; null clears it. */
export async function updateManufacturerCustomerSettings(
  db: Db,
  accountId: string,
  manufacturerId: number,
  shippingMethodId: number | null,
): Promise<void> {
  if (!(await supplierLink(db, accountId, manufacturerId))) throw notFound();
  await refuseUnknownShippingMethod(db, manufacturerId, shippingMethodId, "default_shipping_method_id");
  await db
    .update(dealerManufacturers)
    .set({ defaultShippingMethodId: shippingMethodId })
    .where(isSupplierLink(accountId, manufacturerId));
}

export async function updateMainCompany(
  db: Db,
  accountId: string,
  update: MainCompanyUpdate,
  now: Date,
): Promise<void> {
  const updated = await db
    .update(companies)
    .set({
      name: update.company_name,
      email: update.email,
      phone: update.phone,
      address: update.address,
      accountEmail: update.account_email,
      orderConfirmationEmail: update.order_confirmation_email,
      updatedAt: now,
    })
    .where(and(eq(companies.accountId, accountId), eq(companies.isMain, true)))
    .returning({ id: companies.id });
  if (updated.length === 0) throw notFound();
}

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));
const toNumeric = (value: number | null): string | null => (value === null ? null : String(value));

const defaultDealerSettings: DealerSettings = {
  companyLogoDocumentId: null,
  companyLogoDocumentUrl: null,
  companyDeliveryAddress: null,
  defaultShippingInstructions: null,
  companyDetails: null,
  bindingText: null,
  depositPercentage: null,
  taxRatePercentage: null,
  accountAdjustmentType: "PERCENT_MARK_UP",
  accountAdjustmentValue: 0,
  quotePricingTaxMode: "INCLUSIVE",
};

export async function getDealerSettings(db: Db, accountId: string): Promise<DealerSettings> {
  const [row] = await db
    .select()
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId))
    .limit(1);
  if (!row) return defaultDealerSettings;
  return {
    companyLogoDocumentId: row.companyLogoDocumentId,
    companyLogoDocumentUrl: logoUrl(row.companyLogoDocumentId),
    companyDeliveryAddress: row.companyDeliveryAddress,
    defaultShippingInstructions: row.defaultShippingInstructions,
    companyDetails: row.companyDetails,
    bindingText: row.bindingText,
    depositPercentage: toNumber(row.depositPercentage),
    taxRatePercentage: toNumber(row.taxRatePercentage),
    accountAdjustmentType: row.accountAdjustmentType,
    accountAdjustmentValue: Number(row.accountAdjustmentValue),
    quotePricingTaxMode: row.quotePricingTaxMode,
  };
}

type DealerSettingsUpdate = z.output<typeof updateDealerSettingsBodySchema>;

export async function updateDealerSettings(
  db: Db,
  accountId: string,
  update: DealerSettingsUpdate,
  now: Date,
): Promise<void> {
  const values = {
    // The logo calls own the logo (upload, replace, remove): a form loaded before a new logo was
    // uploaded must not take it away again, so the id sent here is not written.
    companyDeliveryAddress: update.companyDeliveryAddress,
    defaultShippingInstructions: update.defaultShippingInstructions,
    companyDetails: update.companyDetails,
    bindingText: update.bindingText,
    depositPercentage: toNumeric(update.depositPercentage),
    taxRatePercentage: toNumeric(update.taxRatePercentage),
    accountAdjustmentType: update.accountAdjustmentType,
    accountAdjustmentValue: String(update.accountAdjustmentValue),
    quotePricingTaxMode: update.quotePricingTaxMode,
    updatedAt: now,
  };
  await db
    .insert(dealerSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: dealerSettings.accountId, set: values });
}

type PdfKind = (typeof pdfKinds)[number];

export async function getPdfTemplates(db: Db, accountId: string): Promise<PdfTemplates> {
  const [row] = await db
    .select({ disabled: dealerSettings.disabledPdfTemplates })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId))
    .limit(1);
  const disabled = new Set(row?.disabled ?? []);
  return { templates: pdfKinds.map((kind) => ({ kind, enabled: !disabled.has(kind) })) };
}

/**
 * Switches the kinds sent on or off in one statement, so two people switching different templates
 * at once both keep their change (kinds not sent keep their state).
 */
export async function updatePdfTemplates(
  db: Db,
  accountId: string,
  templates: { kind: PdfKind; enabled: boolean }[],
  now: Date,
): Promise<PdfTemplates> {
  const off = templates.filter((item) => !item.enabled).map((item) => item.kind);
  const on = templates.filter((item) => item.enabled).map((item) => item.kind);
  const offArray = sql`${`{${off.join(",")}}`}::text[]`;
  const onArray = sql`${`{${on.join(",")}}`}::text[]`;
  await db
    .insert(dealerSettings)
    .values({ accountId, disabledPdfTemplates: off, updatedAt: now })
    .onConflictDoUpdate({
      target: dealerSettings.accountId,
      set: {
        disabledPdfTemplates: sql`array(
          select distinct kind from unnest(${dealerSettings.disabledPdfTemplates} || ${offArray}) as kind
          where kind <> all(${onArray}) order by kind
        )`,
        updatedAt: now,
      },
    });
  return getPdfTemplates(db, accountId);
}

/**
 * `stripe` says whether the account takes card payments, whoever the provider is (spec 000 §5);
 * `craftMyPdf` stays false: the PDFs come from the built-in templates, no PDF service is configured.
 * Contacts: the built-in primary provider, then the account's external ones (Settings → Integrations).
 */
export async function getProviders(
  db: Db,
  config: Config,
  accountId: string,
  withKeyHints: boolean,
): Promise<Providers> {
  const contacts = await listContactProviders(db, accountId);
  return {
    craftMyPdf: false,
    stripe: await cardPaymentsEnabled(db, config, accountId),
    contacts: withKeyHints ? contacts : contacts.map(({ apiKeyHint: _, ...provider }) => provider),
  };
}
