import type { CustomField, Deal, Workflow } from "@portal/contract";
import { salesWorkflowId, workflowFixture } from "../fixtures.ts";

export const detailDealId = "01900000-0000-7000-8000-000000002001";
export const checklistSourceId = "01900000-0000-7000-8000-000000003001";
export const leadSourceId = "01900000-0000-7000-8000-0000000000a1";
export const janeId = "01900000-0000-7000-8000-0000000000c1";

export type SidemarkMode = "DISABLED" | "READONLY" | "ENABLED";

/** Sales with Details (one custom field), an "Install" checklist, Notes, Related Deals and Attachments. */
export function detailWorkflowFixture(sidemarkMode: SidemarkMode = "ENABLED"): Workflow {
  const base = workflowFixture();
  return {
    ...base,
    context: {
      ...base.context,
      statuses: base.context.statuses.map((status) => ({
        ...status,
        id: `01900000-0000-7000-8000-00000000050${status.id.slice(-1)}`,
      })),
      modules: [
        {
          type: "DETAILS",
          config: { sidemarkMode, udfIds: [leadSourceId, "01900000-0000-7000-8000-0000000000zz"] },
        },
        { type: "CHECKLIST", config: { name: "Install", dataSourceId: checklistSourceId } },
        { type: "NOTES", config: {} },
        { type: "QUOTES", config: {} },
        { type: "RELATED_DEALS", config: {} },
        { type: "ATTACHMENTS", config: {} },
      ],
    },
  };
}

export const detailCustomFields: CustomField[] = [
  { id: leadSourceId, name: "Lead source", path: "udfs.lead_source", type: "STRING", required: true },
];

export function detailDealFixture(overrides: Partial<Deal> = {}): Deal {
  return {
    id: detailDealId,
    tuid: 1042,
    workflowId: salesWorkflowId,
    name: "Smith kitchen blinds",
    description: "Three windows",
    sidemark: "SMITH-K",
    contactId: janeId,
    statusId: "01900000-0000-7000-8000-000000000501",
    sortOrder: 0,
    isArchived: false,
    version: 3,
    udfs: { lead_source: "Referral", old_field: "Kept value" },
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    context: {
      quoteCount: 0,
      orderCount: 0,
      alerts: [{ type: "INFO", key: "awaiting-deposit", content: "Signed and awaiting deposit" }],
      flagValues: [
        {
          workflowFlagId: "fl-1",
          workflowFlagName: "Payment",
          workflowFlagValueId: "fv-2",
          label: "Deposit Paid",
          appearance: "WARNING",
          showOnCard: true,
        },
      ],
      contact: { id: janeId, name: "Jane Smith", email: "jane@example.com", phone: null },
      status: {
        id: "01900000-0000-7000-8000-000000000501",
        name: "New Lead",
        slug: "new-lead",
        phase: "NEW",
      },
      workflow: { id: salesWorkflowId, name: "Sales", slug: "sales" },
      payments: [],
    },
    ...overrides,
  };
}
