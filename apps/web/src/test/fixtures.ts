import type {
  AccountSettings,
  Branding,
  CustomField,
  DealerSettings,
  Manufacturer,
  Me,
  Person,
  Product,
  ProductDetail,
  Providers,
  SalesRep,
  Workflow,
  WorkflowFile,
} from "@portal/contract";
import { computeFeatures, type EmployeeFlag, type EmployeeType, type Features } from "@portal/domain";

export const allFeatures: Features = {
  Deals: true,
  Purchasing: true,
  Settings: true,
  SettingsIntegrations: true,
  SettingsWorkflows: true,
  SettingsCustomFields: true,
  SettingsEmployees: true,
  LegacyOrders: false,
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
    permissions: adminPermissions,
  };
}

/** The Administrator role's permissions but the tax override (a test that needs it adds it). */
export const adminPermissions: Me["permissions"] = [
  "deals",
  "quotes",
  "contacts.create",
  "orders",
  "suppliers.view",
  "settings",
];

/** The seeded users of Demo Blinds Co (docs/permissions.md "Who is who"): type, flags and role. */
const demoUsers = {
  admin: { employeeType: "ADMIN", flags: [], permissions: [...adminPermissions, "quotes.tax_override"] },
  sales: {
    employeeType: "DEFAULT",
    flags: [],
    permissions: ["deals", "quotes", "contacts.create", "orders"],
  },
  dealsOnly: {
    employeeType: "DEFAULT",
    flags: ["DEALS_ONLY"],
    permissions: ["deals", "quotes", "contacts.create"],
  },
  supplier: { employeeType: "MANUFACTURER", flags: [], permissions: ["orders", "suppliers.view"] },
} satisfies Record<
  string,
  { employeeType: EmployeeType; flags: EmployeeFlag[]; permissions: Me["permissions"] }
>;

/** /me of a seeded user, with the features the server computes for them (personnel on). */
export function demoUserMe(user: keyof typeof demoUsers): Me {
  const { employeeType, flags, permissions } = demoUsers[user];
  return {
    ...meFixture(),
    username: user,
    principal: { id: "p-1", type: "LEGACY_EMPLOYEE", employeeId: 1, employeeType, flags },
    features: computeFeatures({
      modules: ["DEALS"],
      toggles: { personnel: true, manufacturer_private_orders: false },
      employeeType,
      flags,
    }),
    permissions,
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

export const salesWorkflowId = "01900000-0000-7000-8000-000000000001";
export const serviceWorkflowId = "01900000-0000-7000-8000-000000000002";

/** The seeded "Sales" workflow, trimmed: three statuses, one flag, Details + a checklist + Notes. */
export function workflowFixture(overrides: Partial<Workflow> = {}): Workflow {
  return {
    id: salesWorkflowId,
    name: "Sales",
    slug: "sales",
    isActive: true,
    isEditable: true,
    context: {
      statuses: [
        { id: "st-1", name: "New Lead", slug: "new-lead", phase: "NEW" },
        { id: "st-2", name: "Quoted", slug: "quoted", phase: "QUOTING" },
        { id: "st-3", name: "Installed", slug: "installed", phase: "CLOSED" },
      ],
      flags: [
        {
          id: "fl-1",
          name: "Payment",
          slug: "payment",
          values: [
            {
              id: "fv-1",
              label: "None",
              slug: "none",
              appearance: "DEFAULT",
              showOnCard: false,
              isDefault: true,
            },
            {
              id: "fv-2",
              label: "Deposit Paid",
              slug: "deposit-paid",
              appearance: "WARNING",
              showOnCard: true,
              isDefault: false,
            },
            {
              id: "fv-3",
              label: "Paid in Full",
              slug: "paid-in-full",
              appearance: "SUCCESS",
              showOnCard: true,
              isDefault: false,
            },
          ],
        },
      ],
      modules: [
        { type: "DETAILS", config: { sidemarkMode: "ENABLED", udfIds: [] } },
        { type: "CHECKLIST", config: { name: "Install" } },
        { type: "NOTES", config: {} },
      ],
    },
    ...overrides,
  };
}

export function serviceWorkflowFixture(): Workflow {
  return workflowFixture({
    id: serviceWorkflowId,
    name: "Service",
    slug: "service",
    isActive: false,
    context: { statuses: [], flags: [], modules: [] },
  });
}

export const workflowFileFixture: WorkflowFile = {
  schemaVersion: 1,
  name: "Sales",
  statuses: [{ name: "New Lead", phase: "NEW" }],
  flags: [],
  modules: [{ type: "NOTES", config: {} }],
};

export const customFieldsFixture: CustomField[] = [
  {
    id: "01900000-0000-7000-8000-0000000000a1",
    name: "Lead source",
    path: "udfs.lead_source",
    type: "STRING",
    required: true,
  },
  {
    id: "01900000-0000-7000-8000-0000000000a2",
    name: "Site notes",
    path: "udfs.site_notes",
    type: "STRING_MULTILINE",
    required: false,
  },
];

/** The board's Personnel filter offers these (GET /personnel). */
export const personnelFixture: Person[] = [
  {
    id: "01900000-0000-7000-8000-0000000000e1",
    name: "Priya Shah",
    email: "priya.shah@demoblinds.test",
    labels: ["Measurer"],
    notes: "",
    badgeColor: "#0c8599",
  },
  {
    id: "01900000-0000-7000-8000-0000000000e2",
    name: "Chris Nguyen",
    email: "chris.nguyen@demoblinds.test",
    labels: ["Installer"],
    notes: "",
    badgeColor: "#e8590c",
  },
];

/** The board's Sales rep filter offers these (GET /sales-reps). */
export const salesRepsFixture: SalesRep[] = [
  { id: 3, name: "Alex Morgan" },
  { id: 7, name: "Sam Taylor" },
];

/** A supplier as GET /old/manufacturers lists it: online, not internal, no shipping methods unless given. */
export function supplierFixture(
  id: number,
  name: string,
  overrides: Partial<Manufacturer> = {},
): Manufacturer {
  return {
    id,
    name,
    logo: null,
    email: null,
    timezone: "Australia/Sydney",
    customer_settings: { default_shipping_method_id: null },
    shipping_methods: [],
    brands: [],
    manufacturer_customer_settings: { is_internal: false },
    offline_only: false,
    ...overrides,
  };
}

/** A catalogue product: a roller blind sold by width and drop, of supplier 1. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: "01900000-0000-7000-8000-0000000000d1",
    name: "Blockout Roller Blind",
    brandId: "b-1",
    brandName: "Sunline",
    categoryId: "c-1",
    categoryName: "Roller Blinds",
    brandSubCategoryId: null,
    hasWidth: true,
    hasHeight: true,
    hasQuantity: true,
    manufacturerId: 1,
    description: "",
    imageUrl: null,
    informationPdfUrls: [],
    type: "PRODUCT",
    hasChildren: false,
    masterProductId: null,
    ...overrides,
  };
}

/**
 * Its sizes and its one required option group, Control: Chain or Motor; `motorFromWidth` makes Motor
 * available only from that width.
 */
export function productDetailFixture(
  overrides: Partial<Product> = {},
  motorFromWidth: number | null = null,
): ProductDetail {
  return {
    ...productFixture(overrides),
    sizes: { minWidth: 300, maxWidth: 3000, minDrop: 300, maxDrop: 3000 },
    optionGroups: [
      {
        id: "g1",
        name: "Control",
        required: true,
        multiple: false,
        options: [
          { id: "o1", name: "Chain", imageUrl: null, allowedSizes: null },
          {
            id: "o2",
            name: "Motor",
            imageUrl: null,
            allowedSizes: motorFromWidth === null ? null : { minWidth: motorFromWidth },
          },
        ],
      },
    ],
    fabrics: [],
  };
}
