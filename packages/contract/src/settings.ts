import { accountModules } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { contactProviderSchema } from "./integrations.ts";
import {
  auPhonePattern,
  blankToNull,
  emailPattern,
  intIdParamSchema,
  intIdSchema,
  okSchema,
  optionalEmail,
  optionalText,
  pdfKinds,
  textSchema,
} from "./shared.ts";

/** A postal address as plain fields (the maps lookup is an adapter for later). */
export const addressSchema = z.object({
  line1: textSchema.check(z.maxLength(255)),
  line2: textSchema.check(z.maxLength(255)),
  suburb: textSchema.check(z.maxLength(120)),
  state: textSchema.check(z.maxLength(60)),
  postcode: textSchema.check(z.maxLength(12)),
});
export type Address = z.infer<typeof addressSchema>;

/** True when the company address has the parts a delivery needs; drives the setup banner. */
export function isAddressComplete(address: Address | null): boolean {
  return Boolean(address?.line1.trim() && address.suburb.trim() && address.postcode.trim());
}

export const mainCompanySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  account_email: z.nullable(z.string()),
  order_confirmation_email: z.nullable(z.string()),
  timezone: z.string(),
  account_id: z.string(),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  address: z.nullable(addressSchema),
  delivery_addresses: z.array(addressSchema),
});
export type MainCompany = z.infer<typeof mainCompanySchema>;

export const countrySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  iso2_code: z.string(),
  iso3_code: z.string(),
  calling_code: z.string(),
  measure_system: z.enum(["METRIC", "IMPERIAL"]),
  currency_code: z.string(),
  currency_symbol: z.string(),
  locale: z.string(),
  labor_tax_control: z.number().check(z.int()),
  tax_display: z.string(),
  new_taxing: z.boolean(),
});

export const shippingMethodSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  address: z.nullable(z.string()),
});

export const manufacturerSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  logo: z.nullable(z.string()),
  email: z.nullable(z.string()),
  timezone: z.string(),
  customer_settings: z.object({ default_shipping_method_id: z.nullable(z.number().check(z.int())) }),
  shipping_methods: z.array(shippingMethodSchema),
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  manufacturer_customer_settings: z.object({ is_internal: z.boolean() }),
  offline_only: z.boolean(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const accountSettingsSchema = z.object({
  main_company: mainCompanySchema,
  country: countrySchema,
  manufacturers: z.array(manufacturerSchema),
  modules: z.array(z.enum(accountModules)),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const getAccountSettings = defineCall({
  method: "GET",
  path: "/old/account-settings",
  summary: "Company, country, suppliers and modules of the signed-in account",
  response: accountSettingsSchema,
});

export const updateMainCompanyBodySchema = z.object({
  company_name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(255)),
  email: z.pipe(
    textSchema.check(z.trim(), z.minLength(1), z.maxLength(255)),
    z.string().check(z.regex(emailPattern, "INVALID_EMAIL")),
  ),
  phone: z.nullable(
    z.pipe(
      textSchema.check(
        z.trim(),
        z.maxLength(40),
        z.refine((value) => value === "" || auPhonePattern.test(value), "INVALID_PHONE"),
      ),
      z.transform(blankToNull),
    ),
  ),
  address: z.nullable(addressSchema),
  account_email: optionalEmail,
  order_confirmation_email: optionalEmail,
});

export const updateMainCompany = defineCall({
  method: "POST",
  path: "/old/account-settings/main-company",
  summary: "Update the main company's details",
  body: updateMainCompanyBodySchema,
  response: okSchema,
});

// The pricing engine owns these lists; settings screens and calls use the same ones.
export { accountAdjustmentTypes as adjustmentTypes, taxModes } from "@portal/domain";

import { adjustmentError, accountAdjustmentTypes as adjustmentTypes, taxModes } from "@portal/domain";

const percent = z.number().check(z.minimum(0), z.maximum(100));

export const dealerSettingsSchema = z.object({
  companyLogoDocumentId: z.nullable(z.number().check(z.int())),
  companyLogoDocumentUrl: z.nullable(z.string()),
  companyDeliveryAddress: z.nullable(z.string()),
  defaultShippingInstructions: z.nullable(z.string()),
  companyDetails: z.nullable(z.string()),
  bindingText: z.nullable(z.string()),
  depositPercentage: z.nullable(percent),
  taxRatePercentage: z.nullable(percent),
  accountAdjustmentType: z.enum(adjustmentTypes),
  accountAdjustmentValue: z.number().check(z.minimum(0)),
  quotePricingTaxMode: z.enum(taxModes),
});
export type DealerSettings = z.infer<typeof dealerSettingsSchema>;

export const getDealerSettings = defineCall({
  method: "GET",
  path: "/old/account-settings/dealer-portal",
  summary: "Dealer portal settings",
  response: dealerSettingsSchema,
});

const dealerSettingsBodyFields = z.object({
  companyLogoDocumentId: z.nullable(intIdSchema),
  companyDeliveryAddress: optionalText(1000),
  defaultShippingInstructions: optionalText(2000),
  companyDetails: optionalText(2000),
  bindingText: optionalText(10000),
  depositPercentage: z.nullable(percent),
  taxRatePercentage: z.nullable(percent),
  accountAdjustmentType: z.enum(adjustmentTypes),
  // The settings screen's cap; whether the percentage can price at all is the domain's rule (below).
  accountAdjustmentValue: z.number().check(z.minimum(0), z.maximum(100)),
  quotePricingTaxMode: z.enum(taxModes),
});

export const updateDealerSettingsBodySchema = dealerSettingsBodyFields.check(
  z.superRefine((body, context) => {
    const error = adjustmentError(body.accountAdjustmentType, body.accountAdjustmentValue);
    if (error) context.addIssue({ code: "custom", path: ["accountAdjustmentValue"], message: error });
  }),
);

export const updateDealerSettings = defineCall({
  method: "POST",
  path: "/old/account-settings/dealer-portal",
  summary: "Update the ten dealer portal settings",
  body: updateDealerSettingsBodySchema,
  response: okSchema,
});

/**
 * Which built-in PDF templates the account offers (ours, not the spec's call: the spec only says a
 * switched-off template answers 501 'Template Not Configured'). Every kind is always listed.
 */
const pdfTemplateSchema = z.object({ kind: z.enum(pdfKinds), enabled: z.boolean() });

export const pdfTemplatesSchema = z.object({ templates: z.array(pdfTemplateSchema) });
export type PdfTemplates = z.infer<typeof pdfTemplatesSchema>;

export const getPdfTemplates = defineCall({
  method: "GET",
  path: "/account/pdf-templates",
  summary: "The account's PDF templates and whether each is switched on",
  response: pdfTemplatesSchema,
});

export const updatePdfTemplates = defineCall({
  method: "PUT",
  path: "/account/pdf-templates",
  summary: "Switch PDF templates on or off (kinds not sent keep their state)",
  body: z.object({
    templates: z.array(pdfTemplateSchema).check(
      z.minLength(1),
      z.refine((list) => new Set(list.map((item) => item.kind)).size === list.length, "EACH_TEMPLATE_ONCE"),
    ),
  }),
  response: pdfTemplatesSchema,
});

/** Dealer settings' logo fields, as the logo calls answer them. */
export const companyLogoSchema = z.pick(dealerSettingsSchema, {
  companyLogoDocumentId: true,
  companyLogoDocumentUrl: true,
});

/** Multipart, the file in the field `file` (ours: the spec names the fields, not how the logo gets there). */
export const uploadCompanyLogo = defineCall({
  method: "POST",
  path: "/account/company-logo",
  summary: "Upload the company logo the PDFs show (PNG or JPEG, 2 MB at most); it replaces the one before",
  response: companyLogoSchema,
});

export const deleteCompanyLogo = defineCall({
  method: "DELETE",
  path: "/account/company-logo",
  summary: "Remove the company logo",
  response: companyLogoSchema,
});

export const providersSchema = z.object({
  craftMyPdf: z.boolean(),
  stripe: z.boolean(),
  contacts: z.array(contactProviderSchema),
});
export type Providers = z.infer<typeof providersSchema>;

export const getProviders = defineCall({
  method: "GET",
  path: "/providers",
  summary: "Which integrations the account has configured",
  response: providersSchema,
});

export const listManufacturers = defineCall({
  method: "GET",
  path: "/old/manufacturers",
  summary: "The account's suppliers",
  response: z.object({ data: z.array(manufacturerSchema) }),
});

export const updateManufacturerCustomerSettings = defineCall({
  method: "POST",
  path: "/old/account-settings/manufacturer/:manufacturerId/customer-settings",
  summary: "The dealer's default shipping method for a supplier (null = none)",
  params: z.object({ manufacturerId: intIdParamSchema }),
  body: z.object({ default_shipping_method_id: z.nullable(intIdSchema) }),
  response: okSchema,
});
