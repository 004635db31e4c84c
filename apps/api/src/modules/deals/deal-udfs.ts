// Custom field values on a deal (`udfs` by field key): checked against the account's fields on write.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contacts, customFields } from "../../db/schema/index.ts";
import { type FieldProblems, validationFailed } from "../../platform/errors.ts";
import { isUuid } from "../../platform/ids.ts";
import type { WorkflowMeta } from "./workflow-meta.ts";

type Udfs = Record<string, string | null>;

/**
 * The deal's values after an edit: the sent ones over the stored ones (a form only sends the fields its
 * workflow shows). 422 for a key that is no custom field of the account, a CONTACT value that is not one
 * of the account's contacts, or a required field of the workflow's Details module left empty.
 */
export async function checkUdfs(
  tx: Db,
  { accountId, meta, stored, sent }: { accountId: string; meta: WorkflowMeta; stored: Udfs; sent: Udfs },
): Promise<Udfs> {
  const fields = await tx.select().from(customFields).where(eq(customFields.accountId, accountId));
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const errors: FieldProblems = {};
  const merged: Udfs = { ...stored };
  const contactValues: Array<[key: string, id: string]> = [];
  for (const [key, raw] of Object.entries(sent)) {
    const field = byKey.get(key);
    if (!field) {
      errors[`udfs.${key}`] = ["UNKNOWN_CUSTOM_FIELD"];
      continue;
    }
    const value = raw ? raw : null;
    merged[key] = value;
    if (field.type === "CONTACT" && value !== null && value !== stored[key]) {
      if (isUuid(value)) contactValues.push([key, value]);
      else errors[`udfs.${key}`] = ["UNKNOWN_CONTACT"];
    }
  }
  if (contactValues.length > 0) {
    const known = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.accountId, accountId),
          inArray(
            contacts.id,
            contactValues.map(([, id]) => id),
          ),
        ),
      );
    const knownIds = new Set(known.map((row) => row.id));
    for (const [key, id] of contactValues) {
      if (!knownIds.has(id)) errors[`udfs.${key}`] = ["UNKNOWN_CONTACT"];
    }
  }
  const shown = new Set(
    meta.workflow.modules.flatMap((module) => (module.type === "DETAILS" ? module.config.udfIds : [])),
  );
  for (const field of fields) {
    if (field.required && field.archivedAt === null && shown.has(field.id) && !merged[field.key]) {
      errors[`udfs.${field.key}`] ??= ["REQUIRED"];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return merged;
}
