// Server-side sessions: create, find (with idle and absolute expiry), end.
import { createHash, randomBytes } from "node:crypto";
import type { AccountModule, EmployeeFlag, EmployeeType, Permission } from "@portal/domain";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedStatement } from "../db/prepared.ts";
import {
  accounts,
  companies,
  countries,
  employees,
  passwordResetTokens,
  roles,
  sessions,
} from "../db/schema/index.ts";
import type { SessionCache } from "./session-cache.ts";

/** Who is calling: the signed-in employee and the account every query is scoped by. */
export type Auth = {
  sessionId: string;
  accountId: string;
  employeeId: number;
  employeeType: EmployeeType;
  flags: EmployeeFlag[];
  modules: AccountModule[];
  toggles: { personnel: boolean; manufacturer_private_orders: boolean };
  permissions: Permission[];
  /** Who they are, for GET /me, read with the session (absent where a use case makes an Auth itself). */
  profile?: {
    firstName: string;
    lastName: string;
    username: string;
    companyId: number;
    countryId: number;
    countryCode: string;
  };
};

export type SessionTimes = { idleMs: number; absoluteMs: number };

/** A new 256-bit random token (for the cookie or an emailed link). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

// Writing last_seen_at on every request would make each read a write; a minute of slack is plenty.
const touchAfterMs = 60_000;

/** A session with its employee, role, account and main company, by the token's hash (`id`). */
const sessionRead = (db: Db) =>
  preparedStatement(db, "session_read", (on, name) =>
    on
      .select({
        session: sessions,
        employeeType: employees.employeeType,
        flags: employees.flags,
        status: employees.status,
        modules: accounts.modules,
        personnel: accounts.personnelEnabled,
        privateOrders: accounts.manufacturerPrivateOrdersEnabled,
        permissions: roles.permissions,
        firstName: employees.firstName,
        lastName: employees.lastName,
        username: employees.username,
        companyId: companies.id,
        countryId: countries.id,
        countryCode: countries.iso2Code,
      })
      .from(sessions)
      .innerJoin(
        employees,
        and(eq(employees.id, sessions.employeeId), eq(employees.accountId, sessions.accountId)),
      )
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .innerJoin(countries, eq(countries.id, accounts.countryId))
      .innerJoin(companies, and(eq(companies.accountId, accounts.id), eq(companies.isMain, true)))
      .leftJoin(roles, and(eq(roles.id, employees.roleId), eq(roles.accountId, employees.accountId)))
      .where(eq(sessions.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );

/** Notes that the session (`id`) was used at `now` (an ISO time). */
const sessionTouch = (db: Db) =>
  preparedStatement(db, "session_touch", (on, name) =>
    on
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder("now")}` })
      .where(eq(sessions.id, sql.placeholder("id")))
      .prepare(name),
  );

export async function findSession(
  db: Db,
  { token, now, times, cache }: { token: string; now: Date; times: SessionTimes; cache?: SessionCache },
): Promise<Auth | null> {
  const id = hashToken(token);
  const cached = cache?.get(id, now.getTime());
  if (cached && now.getTime() < cached.expiresAt && now.getTime() < cached.lastSeenAt + times.idleMs) {
    if (now.getTime() - cached.lastSeenAt > touchAfterMs) {
      await sessionTouch(db).execute({ id, now: now.toISOString() });
      cached.lastSeenAt = now.getTime();
    }
    return cached.auth;
  }
  const [row] = await sessionRead(db).execute({ id });
  if (!row) return null;
  const { session } = row;
  const idleEnd = session.lastSeenAt.getTime() + times.idleMs;
  if (row.status !== "active" || now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleEnd) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let lastSeenAt = session.lastSeenAt.getTime();
  if (now.getTime() - lastSeenAt > touchAfterMs) {
    await sessionTouch(db).execute({ id, now: now.toISOString() });
    lastSeenAt = now.getTime();
  }
  const auth: Auth = {
    sessionId: id,
    accountId: session.accountId,
    employeeId: session.employeeId,
    employeeType: row.employeeType,
    flags: row.flags,
    modules: row.modules,
    toggles: { personnel: row.personnel, manufacturer_private_orders: row.privateOrders },
    permissions: row.permissions ?? [],
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      username: row.username,
      companyId: row.companyId,
      countryId: row.countryId,
      countryCode: row.countryCode,
    },
  };
  cache?.set(id, { auth, lastSeenAt, expiresAt: session.expiresAt.getTime(), readAt: now.getTime() });
  return auth;
}

/** Starts a session and returns the token for the cookie (only its hash is stored). */
export async function startSession(
  db: Db,
  who: { accountId: string; employeeId: number },
  now: Date,
  times: SessionTimes,
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const id = hashToken(token);
  await db.insert(sessions).values({
    id,
    accountId: who.accountId,
    employeeId: who.employeeId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + times.absoluteMs),
  });
  return { token, id };
}

/** Ends a session; `cache` is this process's, told at once (other processes hear the database). */
export async function endSession(db: Db, sessionId: string, cache?: SessionCache): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  cache?.forget(`s:${sessionId}`);
}

export async function endEmployeeSessions(
  db: Db,
  employeeId: number,
  exceptSessionId?: string,
  cache?: SessionCache,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.employeeId, employeeId), ne(sessions.id, exceptSessionId))
        : eq(sessions.employeeId, employeeId),
    );
  // Keeping the one session is the database's business; here every cached one is read again.
  cache?.forget(`e:${employeeId}`);
}

/**
 * Makes every unused reset or invite link of the employee useless: their password was just set, their
 * address changed (the link went to the old one), or they were disabled (a link must not outlive that).
 */
export async function revokePasswordLinks(db: Db, employeeId: number, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.employeeId, employeeId), isNull(passwordResetTokens.usedAt)));
}
