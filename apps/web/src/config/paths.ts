// Every route path in one typed table; links are built with getHref, never by hand.

export const settingsTabs = [
  "general",
  "orders",
  "quotes",
  "products",
  "suppliers",
  "bundles",
  "integrations",
  "workflows",
  "custom-fields",
  "employees",
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Only same-origin relative paths may be a return target (no `//host`, no scheme). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise "/.//evil.example" into "//evil.example", a link to another host.
    return path.startsWith("//") || path.startsWith("/\\") ? null : path;
  } catch {
    return null;
  }
}

export const paths = {
  login: {
    path: "/login",
    getHref: (returnUrl?: string | null) => {
      const safe = safeReturnUrl(returnUrl);
      // The root names no page of its own (it lands on the dashboard), so it needs no way back.
      return safe && safe !== "/login" && safe !== "/"
        ? `/login?returnUrl=${encodeURIComponent(safe)}`
        : "/login";
    },
  },
  resetPassword: {
    path: "/reset-password",
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  /** The customer's payment page for one card payment (public; spec 000 §2). */
  checkout: {
    path: "/checkout/:paymentId",
    getHref: (paymentId: string) => `/checkout/${encodeURIComponent(paymentId)}`,
  },
  checkoutReturn: {
    path: "/checkout/:paymentId/return",
    getHref: (paymentId: string, sessionId: string) =>
      `/checkout/${encodeURIComponent(paymentId)}/return?session_id=${encodeURIComponent(sessionId)}`,
  },
  /** The customer's page of a shared quote (public; the token is the quote's share token). */
  customerQuote: {
    path: "/customer-quote/:token",
    getHref: (token: string) => `/customer-quote/${encodeURIComponent(token)}`,
  },
  /** A supplier's page of one order it received (public; the token is the secret link emailed to it). */
  supplierPage: {
    path: "/supplier-order/:token",
    getHref: (token: string) => `/supplier-order/${encodeURIComponent(token)}`,
  },
  dashboard: {
    path: "/dashboard",
    getHref: () => "/dashboard",
  },
  contacts: {
    path: "/contacts",
    getHref: (search?: string) => (search ? `/contacts?search=${encodeURIComponent(search)}` : "/contacts"),
  },
  contact: {
    path: "/contacts/:contactId",
    getHref: (contactId: string) => `/contacts/${encodeURIComponent(contactId)}`,
  },
  /** Personnel (spec 000 §2): only with the personnel feature. */
  personnel: {
    path: "/personnel",
    getHref: () => "/personnel",
  },
  person: {
    path: "/personnel/:personId",
    getHref: (personId: string) => `/personnel/${encodeURIComponent(personId)}`,
  },
  /** The calendar (spec 000 §2): `?date=YYYY-MM-DD&view=month|week|day` (and `people=`) say what it shows. */
  calendar: {
    path: "/calendar",
    getHref: () => "/calendar",
  },
  /** One appointment, as a dialog over the calendar. */
  calendarEvent: {
    path: "/calendar/:eventId",
    getHref: (eventId: string) => `/calendar/${encodeURIComponent(eventId)}`,
  },
  /** Purchasing (spec 000 §2): the orders list, filtered by `?status=` (the dashboard's order cards). */
  orders: {
    path: "/orders",
    getHref: (status?: "OPEN" | "SUBMITTED") => (status ? `/orders?status=${status}` : "/orders"),
  },
  /** A new order with no deal behind it (spec 000 §2 "/orders/new: create"). */
  newOrder: {
    path: "/orders/new",
    getHref: () => "/orders/new",
  },
  order: {
    path: "/orders/:orderId",
    getHref: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  },
  /** The order page with one of its products open (spec 000 §2 "product detail"; the id is the line's). */
  orderProduct: {
    path: "/orders/:orderId/products/:orderLineId",
    getHref: (orderId: string, orderLineId: string) =>
      `/orders/${encodeURIComponent(orderId)}/products/${encodeURIComponent(orderLineId)}`,
  },
  /** The order page with its supplier order open (tabs Details and History). */
  supplierOrder: {
    path: "/orders/:orderId/supplier-order/:manufacturerOrderId",
    getHref: (orderId: string, manufacturerOrderId: string) =>
      `/orders/${encodeURIComponent(orderId)}/supplier-order/${encodeURIComponent(manufacturerOrderId)}`,
  },
  /** The Documents page (spec 000 §2, always available); `?source=own` or a supplier's id filters it. */
  documents: {
    path: "/documents",
    getHref: () => "/documents",
  },
  settings: {
    path: "/settings",
    getHref: () => "/settings",
  },
  settingsTab: {
    path: "/settings/:tab",
    getHref: (tab: SettingsTab) => `/settings/${tab}`,
  },
  workflow: {
    path: "/workflows/:workflowSlug",
    getHref: (workflowSlug: string) => `/workflows/${encodeURIComponent(workflowSlug)}`,
  },
  deal: {
    path: "/workflows/:workflowSlug/:dealId",
    /** `tab` opens one tab of the deal (`?tab=notes`); without it the workflow's first module shows. */
    getHref: (workflowSlug: string, dealId: string, tab?: string) =>
      `/workflows/${encodeURIComponent(workflowSlug)}/${encodeURIComponent(dealId)}${
        tab ? `?tab=${encodeURIComponent(tab)}` : ""
      }`,
  },
  quote: {
    path: "/workflows/:workflowSlug/:dealId/quotes/:quoteId",
    getHref: (workflowSlug: string, dealId: string, quoteId: string) =>
      `/workflows/${encodeURIComponent(workflowSlug)}/${encodeURIComponent(dealId)}/quotes/${encodeURIComponent(quoteId)}`,
  },
  quoteLine: {
    path: "/workflows/:workflowSlug/:dealId/quotes/:quoteId/products/:orderLineId",
    getHref: (workflowSlug: string, dealId: string, quoteId: string, orderLineId: string) =>
      `/workflows/${encodeURIComponent(workflowSlug)}/${encodeURIComponent(dealId)}/quotes/${encodeURIComponent(quoteId)}/products/${encodeURIComponent(orderLineId)}`,
  },
  /** The configurator, shown in a frame on the quote or purchase order page (no app shell). */
  productOptions: {
    path: "/product-options/:orderLineId",
    /** A purchase order's line names its order; a quote's line needs nothing more. */
    getHref: (orderLineId: string, purchaseOrderId?: string) =>
      `/product-options/${encodeURIComponent(orderLineId)}${purchaseOrderId ? `?purchaseOrder=${encodeURIComponent(purchaseOrderId)}` : ""}`,
  },
  /** The same deal detail opened from a contact, with a way back to that contact (spec 000 §2). */
  contactDeal: {
    path: "/contacts/:contactId/:workflowSlug/:dealId",
    getHref: (contactId: string, workflowSlug: string, dealId: string) =>
      `/contacts/${encodeURIComponent(contactId)}/${encodeURIComponent(workflowSlug)}/${encodeURIComponent(dealId)}`,
  },
  legal: {
    terms: "/legal/terms.html",
    privacy: "/legal/privacy.html",
  },
} as const;
