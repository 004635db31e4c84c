/** Fixed UUIDv7 ids, so links, tests and screenshots can name the seeded accounts and workflows. */
export const seedIds = {
  demoAccount: "0193a000-0000-7000-8000-000000000001",
  harbourAccount: "0193a000-0000-7000-8000-000000000002",
  sunlineAccount: "0193a000-0000-7000-8000-000000000003",
  coastalAccount: "0193a000-0000-7000-8000-000000000004",
  /** Demo Blinds Co: "Sales" (slug sales), "Service" (service), "Commercial" (inactive, not editable). */
  demoSalesWorkflow: "0193a000-0000-7000-8000-000000000101",
  demoServiceWorkflow: "0193a000-0000-7000-8000-000000000102",
  demoCommercialWorkflow: "0193a000-0000-7000-8000-000000000103",
  /** Harbour Shutters: its own "Sales" (slug sales). */
  harbourSalesWorkflow: "0193a000-0000-7000-8000-000000000201",
} as const;
