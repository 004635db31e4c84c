import {
  type Contact,
  type CustomField,
  type Deal,
  legacyOrdersFileSchema,
  type Workflow,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { legacyOrders } from "../../db/schema/index.ts";
import { seedIds } from "../../demo/seed.ts";
import { importLegacyOrders } from "../../modules/legacy-orders/legacy-orders-import.ts";
import { multipartBody, type TestClient } from "../helper.ts";
import { put } from "./deals.test-kit.ts";

export type Fixtures = {
  workflow: Workflow;
  deal: Deal;
  otherDealId: string;
  dataSourceId: string;
  flag: { id: string; valueId: string };
  checklistItemId: string;
  noteId: string;
  paymentId: string;
  purchaseOrder: { id: string; version: number; lineId: string; supplierOrderId: string };
  supplierApiTokenId: string;
  /** An offline order status of this dealer's own (Settings → Orders). */
  offlineStatusId: string;
  documentId: number;
  /** One of the account's own documents (the Documents page's). */
  accountDocumentId: number;
  contact: Contact;
  customField: CustomField;
  quote: { id: string; version: number };
  lineId: string;
  /** Of a supplier only this dealer deals with, so the other dealer cannot see it. */
  product: { id: string; manufacturerId: number };
  /** Of a supplier both dealers deal with: the other dealer meets the quote's 404, not the product's 422. */
  sharedProductId: string;
  productOverrideId: string;
  /** An order imported from the CRM into this dealer (which lacks the legacy module: only the other dealer has it). */
  legacyOrderId: string;
  /** A person of this dealer's personnel (the other dealer has the personnel toggle off: 403 first). */
  personId: string;
  /** An appointment on the fixture deal. */
  appointment: { id: string; version: number };
  /** The dealer's VIRTUAL_CALENDAR connection and an external contact provider (Settings → Integrations). */
  calendarConnectionId: number;
  contactProviderId: string;
  /** A bundle of the supplier only this dealer deals with (Sunline's Freight saver). */
  bundleId: number;
  /** An employee the admin added (Settings → Employees), in the Sales role. */
  employee: { id: number; roleId: number };
};

/** Which fixture a route's `:id` names, by the path it sits under (longest first). */
export const idByPrefix: Array<[string, (f: Fixtures) => string | number]> = [
  ["/api/appointments/", (f) => f.appointment.id],
  ["/api/old/account-settings/dealer-portal/product-overrides/", (f) => f.productOverrideId],
  ["/api/catalogue/products/", (f) => f.product.id],
  ["/api/old/documents/", (f) => f.accountDocumentId],
  ["/api/checklist-items/", (f) => f.checklistItemId],
  ["/api/deal-documents/", (f) => f.documentId],
  ["/api/documents/", (f) => f.documentId],
  ["/api/order-lines/", (f) => f.lineId],
  ["/api/workflows/", (f) => f.workflow.id],
  ["/api/contacts/", (f) => f.contact.id],
  ["/api/quotes/", (f) => f.quote.id],
  ["/api/deals/", (f) => f.deal.id],
  ["/api/notes/", (f) => f.noteId],
  ["/api/offline-order-statuses/", (f) => f.offlineStatusId],
  ["/api/legacy-orders/", (f) => f.legacyOrderId],
  ["/api/payments/", (f) => f.paymentId],
  ["/api/personnel/", (f) => f.personId],
  ["/api/purchase-orders/", (f) => f.purchaseOrder.id],
  ["/api/supplier-api-tokens/", (f) => f.supplierApiTokenId],
  ["/api/supplier/orders/", (f) => f.purchaseOrder.supplierOrderId],
  ["/api/udfs/", (f) => f.customField.id],
  ["/api/account/calendar-connections/", (f) => f.calendarConnectionId],
  ["/api/account/contact-providers/", (f) => f.contactProviderId],
  ["/api/bundles/", (f) => f.bundleId],
  ["/api/old/employees/", (f) => f.employee.id],
];

export const otherParams: Record<string, (f: Fixtures) => string | number> = {
  dataSourceId: (f) => f.dataSourceId,
  workflowFlagId: (f) => f.flag.id,
  // The demo's Service workflow (seed-ids.ts): the other dealer has none of that name.
  slug: () => "service",
  statusId: (f) => f.deal.statusId,
  relatedDealId: (f) => f.otherDealId,
  manufacturerId: (f) => f.product.manufacturerId,
  lineId: (f) => f.purchaseOrder.lineId,
  supplierOrderId: (f) => f.purchaseOrder.supplierOrderId,
  token: () => "a-link-token-that-opens-nothing-at-all",
  kind: () => "quote",
  excludeId: (f) => f.employee.id,
  // A maps provider's place id, no account's data (the lookup is off here: every allowed caller hears 404).
  placeId: () => "ChIJmatrixPlaceId",
};

export function fillPath(url: string, f: Fixtures): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value =
      name === "id" ? idByPrefix.find(([prefix]) => url.startsWith(prefix))?.[1](f) : otherParams[name]?.(f);
    if (value === undefined) throw new Error(`no sample value for :${name} of ${url}: add one to this test`);
    return encodeURIComponent(String(value));
  });
}

/** An employee's fields (Settings → Employees) but the role. */
const matrixEmployee = (username: string) => ({
  first_name: "Matrix",
  last_name: "Employee",
  username,
  email: `${username}@example.com`,
  status: "active",
});

const lineChoices = {
  windowGroupName: null,
  quantity: 1,
  notes: "",
  width: null,
  height: null,
  selections: {},
  fabricId: null,
};

/**
 * Valid bodies, so a caller who is allowed reaches the use case (and the other dealer its 404). Callers
 * who are not allowed send an empty body instead: they must hear 401/403, not a field error.
 */
export const validBodies: Record<string, (f: Fixtures) => object> = {
  "PUT /api/deals/:id": (f) => ({
    version: f.deal.version,
    name: f.deal.name,
    description: "",
    sidemark: null,
    contactId: null,
    udfs: {},
  }),
  "POST /api/deals/:id/status": (f) => ({
    currentStatusId: f.deal.statusId,
    targetStatusId: f.workflow.context.statuses.find((status) => status.id !== f.deal.statusId)?.id,
  }),
  "POST /api/deals/:id/move": (f) => ({
    version: f.deal.version,
    targetStatusId: f.deal.statusId,
    belowDealId: null,
  }),
  "PUT /api/deals/:id/flags/:workflowFlagId": (f) => ({ workflowFlagValueId: f.flag.valueId }),
  "POST /api/deals/:id/checklists/:dataSourceId/items": () => ({ label: "Measure again" }),
  "PUT /api/deals/:id/checklists/:dataSourceId/order": (f) => ({ itemIds: [f.checklistItemId] }),
  "PUT /api/checklist-items/:id": () => ({ isChecked: true }),
  "POST /api/deals/:id/notes": () => ({ content: "Called the customer" }),
  "PUT /api/notes/:id": () => ({ content: "Called the customer twice" }),
  "POST /api/deals/:id/appointments": () => ({
    title: "Measure",
    temporalData: { type: "date", date: "2026-11-20" },
    participants: [{ name: "Matrix Measurer" }],
  }),
  // The first allowed caller's change bumps the version: the next ones hear 409, still past the gate.
  "PUT /api/appointments/:id": (f) => ({
    version: f.appointment.version,
    title: "Measure again",
    location: "",
    description: "",
    temporalData: { type: "date", date: "2026-11-21" },
    participants: [],
  }),
  "POST /api/deals/:id/payments": () => ({ type: "MANUAL", amount: "25.00" }),
  "PUT /api/account/payments": () => ({ stripeAccountId: null }),
  "PUT /api/payments/:id": () => ({ amount: "30.00", status: "PAID", transactedAt: "2026-11-20" }),
  "POST /api/deals/:id/related-deals": (f) => ({ relatedDealId: f.otherDealId }),
  "PUT /api/deal-documents/:id": () => ({ name: "Site notes" }),
  "POST /api/old/documents/:id": () => ({ _method: "PUT", name: "Matrix price list" }),
  "PUT /api/contacts/:id": (f) => ({ name: f.contact.name, email: "", phone: "" }),
  // Each allowed caller adds one: after the first, the address is in use (a 422, still past the gate).
  "POST /api/personnel/create": () => ({ name: "Matrix Measurer", email: "matrix.measurer@example.com" }),
  "PUT /api/personnel/:id/update": () => ({
    name: "Matrix Installer",
    email: "matrix.installer@example.com",
    labels: ["Installer"],
    notes: "",
  }),
  "PUT /api/udfs/:id": (f) => ({ name: f.customField.name, required: false }),
  // No OAuth client is configured here: every allowed caller hears 422, still past the gate.
  "POST /api/account/calendar-connections/authorize": () => ({ provider: "GOOGLE" }),
  // Each account takes one per schema: after the first, a 422, still past the gate.
  "POST /api/account/contact-providers": () => ({ schema: "NYLAS", apiKey: "matrix-nylas-key" }),
  "POST /api/bundles/:id/subscribe": () => ({ templateValues: { freight: "0.85" } }),
  // Each allowed caller adds one: after the first, the username is taken (a 422, still past the gate).
  "POST /api/old/employees": (f) => ({
    ...matrixEmployee("matrix.added"),
    role_id: f.employee.roleId,
    password: "a-random-password-1",
  }),
  "PUT /api/old/employees/:id": (f) => ({ ...matrixEmployee("matrix.employee"), role_id: f.employee.roleId }),
  "PUT /api/workflows/:id/update": (f) => ({ name: f.workflow.name, isActive: true }),
  "PUT /api/workflows/:id/modules": (f) => ({ modules: f.workflow.context.modules }),
  "POST /api/deals/:id/quotes": () => ({ description: "Bedrooms" }),
  "PUT /api/quotes/:id": (f) => ({
    version: f.quote.version,
    description: "",
    customerNotes: "",
    adjustments: [],
    sellTaxOverride: null,
    depositAmountOverride: null,
  }),
  "POST /api/quotes/:id/accept": () => ({}),
  "POST /api/quotes/:id/order-lines": (f) => ({ productId: f.sharedProductId }),
  "POST /api/quotes/:id/order-lines/price": (f) => ({ productId: f.sharedProductId, choices: lineChoices }),
  "PUT /api/order-lines/:id": () => lineChoices,
  "POST /api/order-lines/:id/price": () => lineChoices,
  "PUT /api/purchase-orders/:id": (f) => ({
    version: f.purchaseOrder.version,
    sidemark: "Matrix",
    salesRepId: null,
    customerDetails: { name: "", email: "", phone: "", address: "" },
    notes: "",
    requiredDate: null,
  }),
  "POST /api/purchase-orders": (f) => ({
    manufacturerId: f.product.manufacturerId,
    sidemark: "Matrix",
    salesRepId: null,
    customerDetails: { name: "", email: "", phone: "", address: "" },
    notes: "",
    requiredDate: null,
  }),
  "PUT /api/purchase-orders/:id/order-lines/:lineId": () => ({ quantity: 2, notes: "" }),
  "PUT /api/purchase-orders/:id/order-lines/:lineId/configuration": () => ({ choices: lineChoices }),
  "POST /api/purchase-orders/:id/order-lines": (f) => ({ productId: f.product.id, choices: lineChoices }),
  "POST /api/purchase-orders/:id/order-lines/price": (f) => ({
    productId: f.product.id,
    choices: lineChoices,
  }),
  "POST /api/purchase-orders/:id/calculate-shipping": (f) => ({
    version: f.purchaseOrder.version,
    shippingMethodId: null,
    address: null,
    instructions: null,
  }),
  "POST /api/purchase-orders/:id/submit": (f) => ({ version: f.purchaseOrder.version }),
  "PUT /api/purchase-orders/:id/supplier-orders/:supplierOrderId": () => ({
    version: 1,
    orderStatusId: "01900000-0000-7000-8000-000000000001",
    reference: null,
    eta: null,
    trackingInformation: "",
    notes: "",
    requiredDate: null,
    shippingAddress: "",
    shippingMethodId: null,
  }),
  "POST /api/suppliers/:manufacturerId/api-tokens": () => ({ name: "Matrix system" }),
  "POST /api/offline-order-statuses": () => ({ name: "Matrix added" }),
  "PUT /api/offline-order-statuses/:id": () => ({ name: "Matrix renamed" }),
  "PUT /api/offline-order-statuses/order": (f) => ({ ids: [f.offlineStatusId] }),
  "PUT /api/old/account-settings/dealer-portal/product-overrides/:id": (f) => ({
    overrideType: "PRODUCT",
    productId: f.product.id,
    adjustmentType: "CUSTOM",
    baseAdjustmentValue: 40,
    optionsAdjustmentValue: 30,
    isHidden: false,
  }),
  "POST /api/old/account-settings/manufacturer/:manufacturerId/customer-settings": () => ({
    default_shipping_method_id: null,
  }),
};

export const uploads: Record<string, () => ReturnType<typeof multipartBody>> = {
  "POST /api/deals/:id/documents": () =>
    multipartBody({ filename: "measure.txt", contentType: "text/plain", content: "1200 x 1500" }),
  "POST /api/old/documents": () =>
    multipartBody(
      { field: "document", filename: "prices.txt", contentType: "text/plain", content: "Roller: 120" },
      { friendly_name: "Matrix prices", directUpload: "1" },
    ),
};

/** A fresh deal with one of everything, made by the dealer's admin through the API. */
export async function createFixtures(demo: TestClient, harbour: TestClient, db: Db): Promise<Fixtures> {
  const json = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const answered = await response;
    if (answered.statusCode !== 200)
      throw new Error(`fixture call answered ${answered.statusCode}: ${answered.body}`);
    return answered.json() as T;
  };
  const workflow = await json<Workflow>(demo.get(`/api/workflows/${seedIds.demoSalesWorkflow}`));
  const deal = await json<Deal>(demo.post("/api/deals", { workflowId: workflow.id, name: "Matrix deal" }));
  const other = await json<Deal>(demo.post("/api/deals", { workflowId: workflow.id, name: "Matrix other" }));
  await json(demo.post(`/api/deals/${deal.id}/related-deals`, { relatedDealId: other.id }));
  const dataSourceId = workflow.context.modules.flatMap((module) =>
    module.type === "CHECKLIST" && module.config.dataSourceId ? [module.config.dataSourceId] : [],
  )[0];
  const flag = workflow.context.flags[0];
  const flagValue = flag?.values.find((value) => !value.isDefault);
  if (!dataSourceId || !flag || !flagValue) throw new Error("the Sales workflow has no checklist or flag");
  const item = await json<{ id: string }>(
    demo.post(`/api/deals/${deal.id}/checklists/${dataSourceId}/items`, { label: "Check the brackets" }),
  );
  const note = await json<{ id: string }>(
    demo.post(`/api/deals/${deal.id}/notes`, { content: "First visit" }),
  );
  const payment = await json<{ id: string }>(
    demo.post(`/api/deals/${deal.id}/payments`, { type: "MANUAL", amount: "120.00" }),
  );
  const document = await json<{ id: number }>(
    demo.request({
      method: "POST",
      url: `/api/deals/${deal.id}/documents`,
      ...multipartBody({ filename: "plan.txt", contentType: "text/plain", content: "Lounge: 2 windows" }),
    }),
  );
  const accountDocument = await json<{ document: { id: number } }>(
    demo.request({
      method: "POST",
      url: "/api/old/documents",
      ...multipartBody({
        field: "document",
        filename: "terms.txt",
        contentType: "text/plain",
        content: "Terms",
      }),
    }),
  );
  const contact = await json<Contact>(
    demo.post("/api/contacts", { name: "Matrix Customer", email: "", phone: "" }),
  );
  const customField = await json<CustomField>(
    demo.post("/api/udfs", { name: "Matrix field", type: "STRING", required: false }),
  );
  const harbourSuppliers = await json<{ data: Array<{ id: number }> }>(harbour.get("/api/old/manufacturers"));
  const products = await json<Array<{ id: string; manufacturerId: number; type: string }>>(
    demo.get("/api/catalogue/products"),
  );
  const shared = (candidate: { manufacturerId: number }) =>
    harbourSuppliers.data.some((supplier) => supplier.id === candidate.manufacturerId);
  const product = products.find((candidate) => candidate.type === "PRODUCT" && !shared(candidate));
  const sharedProduct = products.find((candidate) => candidate.type === "PRODUCT" && shared(candidate));
  if (!product || !sharedProduct) throw new Error("no product of each kind of supplier");
  const quote = await json<{ id: string; version: number }>(
    demo.post(`/api/deals/${deal.id}/quotes`, { description: "Lounge" }),
  );
  const line = await json<{ id: string }>(
    demo.post(`/api/quotes/${quote.id}/order-lines`, { productId: product.id }),
  );
  const override = await json<{ id: string }>(
    demo.post("/api/old/account-settings/dealer-portal/product-overrides", {
      overrideType: "PRODUCT",
      productId: product.id,
      adjustmentType: "CUSTOM",
      baseAdjustmentValue: 45,
      optionsAdjustmentValue: 35,
      isHidden: false,
    }),
  );
  const fresh = await json<Deal>(demo.get(`/api/deals/${deal.id}`));
  await put(demo, `/api/checklist-items/${item.id}`, { isChecked: false });
  // One of the demo's seeded orders (none of them private, so every user with Purchasing reads it).
  // A submitted one: the demo's have their supplier orders.
  const [listed] = await json<{ id: string }[]>(demo.get("/api/purchase-orders?status=SUBMITTED&limit=1"));
  if (!listed) throw new Error("the demo has no purchase order");
  const purchaseOrder = await json<{
    id: string;
    version: number;
    context: { orderLines: { id: string }[]; supplierOrder: { id: string } | null };
  }>(demo.get(`/api/purchase-orders/${listed.id}`));
  const [purchaseOrderLine] = purchaseOrder.context.orderLines;
  if (!purchaseOrderLine) throw new Error("the demo's purchase order has no lines");
  const supplierOrderId = purchaseOrder.context.supplierOrder?.id;
  if (!supplierOrderId) throw new Error("the demo's submitted order has no supplier order");
  const supplierApiToken = await json<{ id: string }>(
    demo.post(`/api/suppliers/${product.manufacturerId}/api-tokens`, { name: "Matrix system" }),
  );
  const offlineStatus = await json<{ id: string }>(
    demo.post("/api/offline-order-statuses", { name: "Matrix status" }),
  );
  const person = await json<{ id: string }>(
    demo.post("/api/personnel/create", { name: "Matrix Person", email: "matrix.person@example.com" }),
  );
  const appointment = await json<{ id: string; version: number }>(
    demo.post(`/api/deals/${deal.id}/appointments`, {
      title: "Matrix visit",
      temporalData: { type: "date", date: "2026-11-19" },
    }),
  );
  return {
    workflow,
    deal: fresh,
    otherDealId: other.id,
    dataSourceId,
    flag: { id: flag.id, valueId: flagValue.id },
    checklistItemId: item.id,
    noteId: note.id,
    paymentId: payment.id,
    purchaseOrder: {
      id: purchaseOrder.id,
      version: purchaseOrder.version,
      lineId: purchaseOrderLine.id,
      supplierOrderId,
    },
    supplierApiTokenId: supplierApiToken.id,
    offlineStatusId: offlineStatus.id,
    documentId: document.id,
    accountDocumentId: accountDocument.document.id,
    contact,
    customField,
    quote: await json<{ id: string; version: number }>(demo.get(`/api/quotes/${quote.id}`)),
    lineId: line.id,
    product,
    sharedProductId: sharedProduct.id,
    productOverrideId: override.id,
    legacyOrderId: await demoLegacyOrder(db, contact),
    personId: person.id,
    appointment,
    calendarConnectionId: (
      await json<{ id: number }>(demo.post("/api/account/calendar-connections/virtual-calendar"))
    ).id,
    contactProviderId: (
      await json<{ id: string }>(
        demo.post("/api/account/contact-providers", { schema: "ZOHO", apiKey: "matrix-zoho-key" }),
      )
    ).id,
    bundleId: await freightSaverId(demo),
    employee: await matrixEmployeeFixture(demo),
  };
}

/** An employee in the Sales role, added by the dealer's admin. */
async function matrixEmployeeFixture(demo: TestClient): Promise<Fixtures["employee"]> {
  const roles = (await demo.get("/api/old/roles")).json() as { data: Array<{ id: number; role: string }> };
  const sales = roles.data.find((role) => role.role === "Sales");
  if (!sales) throw new Error("the demo has no Sales role");
  const created = await demo.post("/api/old/employees", {
    ...matrixEmployee("matrix.employee"),
    role_id: sales.id,
    password: "a-random-password-0",
  });
  if (created.statusCode !== 200)
    throw new Error(`employee fixture answered ${created.statusCode}: ${created.body}`);
  return { id: (created.json() as { data: { id: number } }).data.id, roleId: sales.id };
}

/** Sunline's Freight saver, a bundle of the supplier only Demo Blinds Co deals with. */
async function freightSaverId(demo: TestClient): Promise<number> {
  const bundles = (await demo.get("/api/bundles")).json() as Array<{ id: number; name: string }>;
  const bundle = bundles.find((candidate) => candidate.name === "Freight saver");
  if (!bundle) throw new Error("the demo has no Freight saver bundle");
  return bundle.id;
}

/** Legacy orders come in through the import only (no call makes one). */
async function demoLegacyOrder(db: Db, contact: Contact): Promise<string> {
  const orders = legacyOrdersFileSchema.parse([{ Order_Num: "MATRIX-1", Contact_Name: contact.name }]);
  await importLegacyOrders(db, seedIds.demoAccount, orders, { now: new Date() });
  const [row] = await db
    .select({ id: legacyOrders.id })
    .from(legacyOrders)
    .where(eq(legacyOrders.orderNum, "MATRIX-1"));
  if (!row) throw new Error("the legacy order was not imported");
  return row.id;
}
