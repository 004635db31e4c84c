import type { AccountSettings, Branding, DealerSettings, Me, Providers } from "@portal/contract";
import type { Features } from "@portal/domain";

export const allFeatures: Features = {
  Deals: true,
  Purchasing: true,
  Settings: true,
  SettingsIntegrations: true,
  SettingsWorkflows: true,
  SettingsCustomFields: true,
  SettingsEmployees: true,
  personnel: true,
  manufacturer_private_orders: false,
};

export function meFixture(features: Partial<Features> = {}): Me {
  return {
    name: "Dana Dealer",
    username: "demo",
    account: { id: "acc-1", companyId: 1, countryId: 13, countryCode: "AU", modules: ["DEALS"] },
    principal: {
      id: "p-1",
      type: "LEGACY_EMPLOYEE",
      employeeId: 1,
      employeeType: "ADMIN",
      flags: [],
    },
    features: { ...allFeatures, ...features },
    permissions: ["deals", "settings"],
  };
}

export function accountSettingsFixture(
  address: AccountSettings["main_company"]["address"] = null,
): AccountSettings {
  return {
    main_company: {
      id: 1,
      name: "Demo Blinds Co",
      email: "office@demoblinds.example",
      account_email: null,
      order_confirmation_email: null,
      timezone: "Australia/Sydney",
      account_id: "acc-1",
      phone: "02 9999 9999",
      mobile: null,
      fax: null,
      address,
      delivery_addresses: [],
    },
    country: {
      id: 13,
      name: "Australia",
      iso2_code: "AU",
      iso3_code: "AUS",
      calling_code: "61",
      measure_system: "METRIC",
      currency_code: "AUD",
      currency_symbol: "$",
      locale: "en-AU",
      labor_tax_control: 1,
      tax_display: "GST",
      new_taxing: true,
    },
    manufacturers: [],
    modules: ["DEALS"],
  };
}

export const completeAddress = {
  line1: "1 George St",
  line2: "",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
};

export const providersFixture: Providers = { craftMyPdf: false, stripe: false, contacts: [] };

export const brandingFixture: Branding = { name: null, logoUrl: null, color: null, chatKey: null };

export const dealerSettingsFixture: DealerSettings = {
  companyLogoDocumentId: null,
  companyLogoDocumentUrl: null,
  companyDeliveryAddress: "Dock 2, 1 George St, Sydney",
  defaultShippingInstructions: null,
  companyDetails: "ABN 12 345 678 901",
  bindingText: "Terms apply",
  depositPercentage: 30,
  taxRatePercentage: 10,
  accountAdjustmentType: "PERCENT_MARK_UP",
  accountAdjustmentValue: 40,
  quotePricingTaxMode: "INCLUSIVE",
};
