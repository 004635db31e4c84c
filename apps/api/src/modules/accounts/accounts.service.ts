// Accounts and their people: a new dealer account with its first administrator (`npm run account:create`).
import {
  emailSchema,
  type FieldProblem,
  fieldProblemOf,
  passwordMinLength,
  textSchema,
} from "@portal/contract";
import { permissions } from "@portal/domain";
import * as z from "zod/mini";
import type { Db } from "../../db/client.ts";
import { type IdSource, newId } from "../../db/ids.ts";
import { accounts, companies, dealerSettings, employees, roles } from "../../db/schema/index.ts";
import { validationFailed } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { countryCodes, defaultTimezones, ensureCountry } from "./countries.ts";

const name = textSchema.check(z.trim(), z.minLength(1), z.maxLength(255));

/** A time zone PostgreSQL and the JavaScript runtime both know, in its canonical spelling. */
const timezoneSchema = z.pipe(
  textSchema.check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, "INVALID_VALUE")),
  z.transform((value: string, context) => {
    try {
      return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      context.issues.push({ code: "custom", message: "INVALID_VALUE", input: value });
      return z.NEVER;
    }
  }),
);

export const newDealerAccountSchema = z.object({
  companyName: name,
  /** Sign-in is by username alone, so it must be free in every account (case-insensitive). */
  username: name,
  email: emailSchema.check(z.maxLength(255)),
  firstName: name,
  lastName: name,
  // As a password reset takes it: as typed, never trimmed.
  password: textSchema.check(z.minLength(passwordMinLength), z.maxLength(1024)),
  country: z._default(z.enum(countryCodes), "AU"),
  /** The company's time zone; unset, the country's main one. */
  timezone: z.optional(timezoneSchema),
});
export type NewDealerAccount = z.input<typeof newDealerAccountSchema>;

export type CreatedDealerAccount = {
  accountId: string;
  companyId: number;
  roleId: number;
  employeeId: number;
  username: string;
};

/** The role of a new account's first user: every permission there is. */
export const administratorRole = { name: "Administrator", permissions: [...permissions] };

/**
 * A dealer account as a dealer starts with it: the Deals module on, its main company, dealer settings
 * at their defaults, an Administrator role with every permission and its first user, an ADMIN in that
 * role. No workflow, contact or supplier: the admin sets those up (the dashboard welcomes an account
 * with no workflow). All or nothing, in one transaction; refusals are 422s with field errors
 * (`USERNAME_TAKEN` when the username is anyone's already).
 */
export async function createDealerAccount(
  db: Db,
  input: NewDealerAccount,
  options: { now: Date; newId?: IdSource },
): Promise<CreatedDealerAccount> {
  const parsed = newDealerAccountSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, FieldProblem[]> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".") || "_";
      const missing = (input as Record<string, unknown>)[String(issue.path[0])] === undefined;
      errors[path] = [...(errors[path] ?? []), fieldProblemOf(issue, missing)];
    }
    throw validationFailed(errors);
  }
  const account = parsed.data;
  const usernameTaken = () => validationFailed({ username: "USERNAME_TAKEN" });
  // Hashing is the slow part: before the transaction, so no lock waits on it.
  const passwordHash = await hashPassword(account.password);
  const accountId = (options.newId ?? newId)();
  const { now } = options;

  return db.transaction(async (tx) => {
    const countryId = await ensureCountry(tx, account.country);
    await tx.insert(accounts).values({
      id: accountId,
      kind: "DEALER",
      name: account.companyName,
      modules: ["DEALS"],
      countryId,
      createdAt: now,
    });
    const [company] = await tx
      .insert(companies)
      .values({
        accountId,
        name: account.companyName,
        // The admin's address until they set the company's own in Settings → General.
        email: account.email,
        timezone: account.timezone ?? defaultTimezones[account.country],
        updatedAt: now,
      })
      .returning({ id: companies.id });
    await tx.insert(dealerSettings).values({ accountId, updatedAt: now });
    const [role] = await tx
      .insert(roles)
      .values({ accountId, ...administratorRole })
      .returning({ id: roles.id });
    if (!company || !role) throw new Error("account: insert returned nothing");
    // The unique index on lower(username) decides, so two runs at once cannot both take a name.
    const [employee] = await tx
      .insert(employees)
      .values({
        accountId,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        username: account.username,
        passwordHash,
        employeeType: "ADMIN",
        flags: [],
        roleId: role.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: employees.id });
    // Throwing rolls the account back with it.
    if (!employee) throw usernameTaken();
    return {
      accountId,
      companyId: company.id,
      roleId: role.id,
      employeeId: employee.id,
      username: account.username,
    };
  });
}
