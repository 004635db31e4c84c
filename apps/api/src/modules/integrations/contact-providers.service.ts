// Contact providers (spec 000 §3 "Contact provider"): the built-in one is primary and has no row; an
// external provider (ZOHO, PODIUM, NYLAS) is its schema and API key, kept encrypted, one per schema.
import type { ContactProvider, ContactProviderSchemaName } from "@portal/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { contactProviders } from "../../db/schema/index.ts";
import { notFound, validationFailed } from "../../platform/errors.ts";
import type { SecretBox } from "../../platform/secret-box.ts";
import type { Auth } from "../../platform/session-store.ts";
import { primaryProviderId } from "../contacts/contacts.service.ts";

type FieldGroups = ContactProvider["fieldGroups"];

const builtInFieldGroups: FieldGroups = [
  {
    name: "Contact",
    fields: [
      { key: "name", label: "Name", type: "text" },
      { key: "email", label: "Email", type: "email" },
      { key: "phone", label: "Phone", type: "phone" },
    ],
  },
];

/** The fields each external provider's contacts carry, by the provider's own field names. */
const externalFieldGroups: Record<ContactProviderSchemaName, FieldGroups> = {
  ZOHO: [
    {
      name: "Contact Information",
      fields: [
        { key: "First_Name", label: "First Name", type: "text" },
        { key: "Last_Name", label: "Last Name", type: "text" },
        { key: "Email", label: "Email", type: "email" },
        { key: "Phone", label: "Phone", type: "phone" },
        { key: "Mobile", label: "Mobile", type: "phone" },
      ],
    },
    {
      name: "Address Information",
      fields: [
        { key: "Mailing_Street", label: "Mailing Street", type: "text" },
        { key: "Mailing_City", label: "Mailing City", type: "text" },
        { key: "Mailing_State", label: "Mailing State", type: "text" },
        { key: "Mailing_Zip", label: "Mailing Zip", type: "text" },
      ],
    },
  ],
  PODIUM: [
    {
      name: "Contact",
      fields: [
        { key: "name", label: "Name", type: "text" },
        { key: "phoneNumber", label: "Phone number", type: "phone" },
        { key: "email", label: "Email", type: "email" },
      ],
    },
  ],
  NYLAS: [
    {
      name: "Contact",
      fields: [
        { key: "given_name", label: "Given name", type: "text" },
        { key: "surname", label: "Surname", type: "text" },
        { key: "emails", label: "Emails", type: "email" },
        { key: "phone_numbers", label: "Phone numbers", type: "phone" },
      ],
    },
    {
      name: "Work",
      fields: [
        { key: "company_name", label: "Company", type: "text" },
        { key: "job_title", label: "Job title", type: "text" },
      ],
    },
  ],
};

export const builtInContactProvider: ContactProvider = {
  id: primaryProviderId,
  isPrimary: true,
  schema: "PORTAL",
  fieldGroups: builtInFieldGroups,
};

const providerColumns = {
  id: contactProviders.id,
  schema: contactProviders.schema,
  status: contactProviders.status,
  apiKeyHint: contactProviders.apiKeyHint,
};

type ProviderRow = {
  id: string;
  schema: ContactProviderSchemaName;
  status: "VALID" | "INVALID";
  apiKeyHint: string;
};

const toProvider = (row: ProviderRow): ContactProvider => ({
  id: row.id,
  isPrimary: false,
  schema: row.schema,
  fieldGroups: externalFieldGroups[row.schema],
  status: row.status,
  apiKeyHint: row.apiKeyHint,
});

/** The built-in primary provider first, then the account's external ones in the order they were added. */
export async function listContactProviders(db: Db, accountId: string): Promise<ContactProvider[]> {
  const rows = await db
    .select(providerColumns)
    .from(contactProviders)
    .where(eq(contactProviders.accountId, accountId))
    .orderBy(asc(contactProviders.createdAt), asc(contactProviders.id));
  return [builtInContactProvider, ...rows.map(toProvider)];
}

/** Enough of the key to tell two apart, never enough to use. */
const hintOf = (apiKey: string): string => apiKey.slice(-4);

/**
 * Adds an external provider. Nothing here can ask the provider whether the key works yet, so it starts
 * VALID; a sync that the provider refuses marks it INVALID.
 */
export async function addContactProvider(
  db: Db,
  box: SecretBox,
  { auth, body, now }: { auth: Auth; body: { schema: ContactProviderSchemaName; apiKey: string }; now: Date },
): Promise<ContactProvider> {
  const [created] = await db
    .insert(contactProviders)
    .values({
      id: newId(),
      accountId: auth.accountId,
      schema: body.schema,
      apiKeyEnc: box.seal(body.apiKey, "contactProvider.apiKey"),
      apiKeyHint: hintOf(body.apiKey),
      status: "VALID",
      createdBy: auth.employeeId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [contactProviders.accountId, contactProviders.schema] })
    .returning(providerColumns);
  if (!created) throw validationFailed({ schema: "PROVIDER_ALREADY_ADDED" });
  return toProvider(created);
}

/** Removes the provider and its key; its contacts stay, read-only as before. */
export async function removeContactProvider(db: Db, accountId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(contactProviders)
    .where(and(eq(contactProviders.accountId, accountId), eq(contactProviders.id, id)))
    .returning({ id: contactProviders.id });
  if (deleted.length === 0) throw notFound();
}
