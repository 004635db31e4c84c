// What the demo pipeline is made of: workflows (as export files), custom fields, people and deal wording.
import type { CustomField, WorkflowFile } from "@portal/contract";

type FileStatus = WorkflowFile["statuses"][number];
type FileFlag = WorkflowFile["flags"][number];
type FileValue = FileFlag["values"][number];

const value = (
  label: string,
  appearance: FileValue["appearance"],
  showOnCard: boolean,
  isDefault = false,
): FileValue => ({ label, appearance, showOnCard, isDefault });

export const salesStatuses: FileStatus[] = [
  { name: "New Lead", phase: "NEW" },
  { name: "Contacted", phase: "NEW" },
  { name: "Measure Booked", phase: "QUOTING" },
  { name: "Quoted", phase: "QUOTING" },
  { name: "Signed", phase: "IN_PROGRESS" },
  { name: "Ordered", phase: "IN_PROGRESS" },
  { name: "Received", phase: "IN_PROGRESS" },
  { name: "Installed", phase: "CLOSED" },
  { name: "Lost", phase: "CANCELLED" },
];

const paymentFlag: FileFlag = {
  name: "Payment",
  values: [
    value("None", "DEFAULT", false, true),
    value("Deposit Paid", "ACTIVE", true),
    value("Paid in Full", "SUCCESS", true),
  ],
};

/** The flags DOMAIN.md names (and the deal alerts refer to); * = default: None*, None*, Unknown*. */
export const salesFlags: FileFlag[] = [
  paymentFlag,
  {
    name: "Install",
    values: [
      value("None", "DEFAULT", false, true),
      value("Booked", "ACTIVE", true),
      value("Done", "SUCCESS", true),
    ],
  },
  {
    name: "Lost Reason",
    values: [
      value("Unknown", "WARNING", false, true),
      value("Price", "DANGER", true),
      value("Timing", "DEFAULT", true),
      value("Competitor", "DANGER", true),
      value("No Response", "DEFAULT", true),
    ],
  },
];

export type SeedCustomField = Pick<CustomField, "name" | "type" | "required"> & { key: string };

export const demoCustomFields = {
  leadSource: { name: "Lead source", key: "lead_source", type: "STRING", required: false },
  siteNotes: { name: "Site notes", key: "site_notes", type: "STRING_MULTILINE", required: false },
  builder: { name: "Builder", key: "builder", type: "CONTACT", required: false },
} as const satisfies Record<string, SeedCustomField>;

export const harbourCustomFields = {
  referral: { name: "Referral", key: "referral", type: "STRING", required: false },
} as const satisfies Record<string, SeedCustomField>;

export function demoSalesFile(udfIds: string[]): WorkflowFile {
  return {
    schemaVersion: 1,
    name: "Sales",
    statuses: salesStatuses,
    flags: salesFlags,
    modules: [
      { type: "DETAILS", config: { sidemarkMode: "ENABLED", udfIds } },
      { type: "CHECKLIST", config: { name: "default" } },
      { type: "NOTES", config: {} },
      { type: "PAYMENTS", config: {} },
      { type: "QUOTES", config: {} },
      { type: "APPOINTMENTS", config: {} },
      { type: "ATTACHMENTS", config: {} },
      { type: "RELATED_DEALS", config: {} },
    ],
  };
}

export function demoServiceFile(udfIds: string[]): WorkflowFile {
  return {
    schemaVersion: 1,
    name: "Service",
    statuses: [
      { name: "Requested", phase: "NEW" },
      { name: "Scheduled", phase: "IN_PROGRESS" },
      { name: "Done", phase: "CLOSED" },
      { name: "Cancelled", phase: "CANCELLED" },
    ],
    flags: [
      {
        name: "Priority",
        values: [value("Normal", "DEFAULT", false, true), value("Urgent", "DANGER", true)],
      },
    ],
    modules: [
      { type: "DETAILS", config: { sidemarkMode: "READONLY", udfIds } },
      { type: "CHECKLIST", config: { name: "default" } },
      { type: "NOTES", config: {} },
      { type: "APPOINTMENTS", config: {} },
      { type: "ATTACHMENTS", config: {} },
      { type: "RELATED_DEALS", config: {} },
    ],
  };
}

/** Inactive and locked: shows the Inactive pill and a workflow whose settings cannot be edited. */
export const demoCommercialFile: WorkflowFile = {
  schemaVersion: 1,
  name: "Commercial",
  statuses: [
    { name: "Enquiry", phase: "NEW" },
    { name: "Tendered", phase: "QUOTING" },
    { name: "Won", phase: "IN_PROGRESS" },
    { name: "Complete", phase: "CLOSED" },
    { name: "Lost", phase: "CANCELLED" },
  ],
  flags: [],
  modules: [
    { type: "DETAILS", config: { sidemarkMode: "DISABLED", udfIds: [] } },
    { type: "NOTES", config: {} },
    { type: "QUOTES", config: {} },
  ],
};

export function harbourSalesFile(udfIds: string[]): WorkflowFile {
  return {
    schemaVersion: 1,
    name: "Sales",
    statuses: [
      { name: "Enquiry", phase: "NEW" },
      { name: "Quoted", phase: "QUOTING" },
      { name: "Installing", phase: "IN_PROGRESS" },
      { name: "Complete", phase: "CLOSED" },
      { name: "Lost", phase: "CANCELLED" },
    ],
    flags: [paymentFlag],
    modules: [
      { type: "DETAILS", config: { sidemarkMode: "ENABLED", udfIds } },
      { type: "CHECKLIST", config: { name: "default" } },
      { type: "NOTES", config: {} },
      { type: "QUOTES", config: {} },
      { type: "PAYMENTS", config: {} },
      { type: "ATTACHMENTS", config: {} },
      { type: "RELATED_DEALS", config: {} },
    ],
  };
}

/** Demo customers (people; builders follow). */
export const demoPeople = [
  "Olivia Nguyen",
  "Jack Thompson",
  "Charlotte Smith",
  "William Brown",
  "Amelia Wilson",
  "Noah Taylor",
  "Isla Anderson",
  "Oliver Martin",
  "Mia Kelly",
  "Lucas Walker",
  "Grace Harris",
  "Henry White",
  "Chloe Jackson",
  "Thomas Lee",
  "Zoe Robinson",
  "James O'Brien",
  "Ruby Clarke",
  "Liam Mitchell",
  "Sophie Campbell",
  "Ethan Young",
  "Harper King",
  "Leo Wright",
  "Ella Scott",
  "Archie Green",
  "Matilda Baker",
  "Cooper Adams",
  "Ava Nelson",
  "Hudson Hill",
  "Evie Ramsay",
  "Oscar Patel",
  "Lily Chen",
  "Jacob Russo",
  "Sienna Papadopoulos",
  "Max Kowalski",
  "Willow Singh",
  "Aiden Murphy",
  "Frankie Costa",
] as const;

export const demoBuilders = [
  { name: "Coastline Builders", email: "office@coastlinebuilders.example.net", phone: "02 9555 0142" },
  { name: "Parkview Homes", email: "sites@parkviewhomes.example.net", phone: "1300 555 019" },
  { name: "Summit Constructions", email: "admin@summitconstructions.example.net", phone: "02 8555 0177" },
] as const;

export const harbourPeople = ["Priya Sharma", "Ben Carter", "Hannah Fraser"] as const;

export const emailDomains = ["example.com", "example.net", "example.org", "example.com.au"] as const;

export const rooms = [
  "Living room",
  "Main bedroom",
  "Kitchen",
  "Whole house",
  "Kids' bedrooms",
  "Home office",
  "Dining room",
  "Lounge and dining",
  "Bathroom",
  "Patio",
] as const;

export const products = [
  "roller blinds",
  "plantation shutters",
  "sheer curtains",
  "roman blinds",
  "venetians",
  "blockout rollers",
  "double rollers",
  "panel glides",
] as const;

export const suburbs = [
  "Marrickville",
  "Newtown",
  "Leichhardt",
  "Balmain",
  "Paddington",
  "Randwick",
  "Coogee",
  "Manly",
  "Chatswood",
  "Parramatta",
  "Ryde",
  "Cronulla",
  "Castle Hill",
  "Strathfield",
  "Epping",
  "Mosman",
] as const;

export const dealNotes = [
  "Prefers neutral colours.",
  "Call before arriving; dog on site.",
  "Wants a motorisation option quoted too.",
  "New build; builder to confirm handover date.",
  "Replacing old verticals.",
  "Two-storey, needs a tall ladder for the stairwell window.",
  "",
] as const;

export const serviceJobs = [
  "Roller blind chain replacement",
  "Shutter hinge adjustment",
  "Re-string venetians",
  "Motor reprogramming",
  "Curtain track repair",
  "Warranty inspection",
] as const;

export const leadSources = [
  "Website",
  "Referral",
  "Google Ads",
  "Showroom walk-in",
  "Facebook",
  "Repeat customer",
  "Home show",
] as const;

export const siteNotes = [
  "Plasterboard walls; use wall plugs.",
  "Parking in the driveway.\nSide gate code 2580.",
  "Tiled reveal in the bathroom; face fix only.",
  "Concrete lintels above the living room windows.",
] as const;
