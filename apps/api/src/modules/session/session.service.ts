// Sign-in, the signed-in user, sign-out and password reset.
import type { Me } from "@portal/contract";
import { computeFeatures } from "@portal/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { accounts, companies, countries, employees, passwordResetTokens } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../platform/passwords.ts";
import {
  clearEvents,
  clearEventsWithKeyPrefix,
  consumeAttempt,
  releaseAttempts,
} from "../../platform/rate-limits.ts";
import {
  type Auth,
  endEmployeeSessions,
  endSession,
  findSession,
  hashToken,
  newToken,
  revokePasswordLinks,
  startSession,
} from "../../platform/session-store.ts";

const resetTokenLifetimeMs = 60 * 60_000;

const loginFailed = () => new AppError("LOGIN_FAILED");
const resetFailed = () => new AppError("RESET_FAILED");

type SignInInput = { username: string; password: string; address: string; previousSessionId: string | null };

// Failed sign-ins are counted per (username, address) with a low limit, per username with a much higher
// ceiling, and per address. The pair's key is a JSON array, so one username's keys share a prefix that
// no other username's can (a completed password reset clears them all).
const pairBucket = "sign-in:username+address";
const usernameBucket = "sign-in:username";
const pairKey = (username: string, address: string) => JSON.stringify([username, address]);
const pairKeyPrefix = (username: string) => `${JSON.stringify([username]).slice(0, -1)},`;

/** Checks the credentials and starts a new session (the previous one, if any, ends: rotation). */
export async function signIn(
  deps: AppDeps,
  input: SignInInput,
): Promise<{ token: string; sessionId: string; me: Me }> {
  const { db, config, now } = deps;
  const windowMs = config.limits.signInWindowMinutes * 60_000;
  const username = input.username.toLowerCase();
  const byPair = {
    bucket: pairBucket,
    key: pairKey(username, input.address),
    limit: config.limits.signInFailuresPerUsernameAndAddress,
    windowMs,
  };
  const byUsername = {
    bucket: usernameBucket,
    key: username,
    limit: config.limits.signInFailuresPerUsername,
    windowMs,
  };
  const byAddress = {
    bucket: "sign-in:address",
    key: input.address,
    limit: config.limits.signInFailuresPerAddress,
    windowMs,
  };
  // Every attempt counts up front (so concurrent guesses cannot share one stale count); a success
  // gives its attempts back.
  const attempts = [
    await consumeAttempt(db, byPair, now()),
    await consumeAttempt(db, byUsername, now()),
    await consumeAttempt(db, byAddress, now()),
  ];

  const [employee] = await db
    .select({
      id: employees.id,
      accountId: employees.accountId,
      passwordHash: employees.passwordHash,
      status: employees.status,
    })
    .from(employees)
    .where(eq(sql`lower(${employees.username})`, username))
    .limit(1);
  // An unknown user costs the same hash check as a wrong password, and gets the same answer.
  const passwordOk = employee
    ? await verifyPassword(employee.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!employee || !passwordOk || employee.status !== "active") throw loginFailed();
  // Earlier typos from this address are forgiven; the username's ceiling keeps counting a stranger's
  // guesses from elsewhere.
  await releaseAttempts(db, attempts);
  await clearEvents(db, byPair);
  if (input.previousSessionId) await endSession(db, input.previousSessionId, deps.sessionCache);
  const times = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
  const session = await startSession(
    db,
    { accountId: employee.accountId, employeeId: employee.id },
    now(),
    times,
  );
  const auth = await findSession(db, { token: session.token, now: now(), times });
  if (!auth) throw loginFailed();
  return { token: session.token, sessionId: session.id, me: await getMe(deps, auth) };
}

export async function getMe(deps: AppDeps, auth: Auth): Promise<Me> {
  // The session read brought who they are (and the cache keeps it): no query on the hot path.
  const [row] = auth.profile
    ? [auth.profile]
    : await deps.db
        .select({
          firstName: employees.firstName,
          lastName: employees.lastName,
          username: employees.username,
          companyId: companies.id,
          countryId: countries.id,
          countryCode: countries.iso2Code,
        })
        .from(employees)
        .innerJoin(accounts, eq(accounts.id, employees.accountId))
        .innerJoin(countries, eq(countries.id, accounts.countryId))
        .innerJoin(companies, and(eq(companies.accountId, accounts.id), eq(companies.isMain, true)))
        .where(and(eq(employees.id, auth.employeeId), eq(employees.accountId, auth.accountId)))
        .limit(1);
  if (!row) throw notFound();
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    username: row.username,
    account: {
      id: auth.accountId,
      companyId: row.companyId,
      countryId: row.countryId,
      countryCode: row.countryCode,
      modules: auth.modules,
    },
    principal: {
      id: String(auth.employeeId),
      type: "LEGACY_EMPLOYEE",
      employeeId: auth.employeeId,
      employeeType: auth.employeeType,
      flags: auth.flags,
    },
    features: computeFeatures({
      modules: auth.modules,
      toggles: auth.toggles,
      employeeType: auth.employeeType,
      flags: auth.flags,
    }),
    permissions: auth.permissions,
  };
}

export async function signOut(deps: AppDeps, auth: Auth | null): Promise<void> {
  if (auth) await endSession(deps.db, auth.sessionId, deps.sessionCache);
}

type ForgotInput = { email: string; log: FastifyBaseLogger };

/**
 * Emails a single-use link to every active employee with this address. The caller learns nothing: the
 * answer is the same, and the mail goes out after the answer so its time does not show either.
 */
export async function requestPasswordReset(deps: AppDeps, input: ForgotInput): Promise<void> {
  const { db, config, now } = deps;
  const email = input.email.toLowerCase();
  const byEmail = {
    bucket: "forgot:email",
    key: email,
    limit: config.limits.forgotPerEmail,
    windowMs: config.limits.authWindowMinutes * 60_000,
  };
  await consumeAttempt(db, byEmail, now());
  // Looking the address up and storing tokens happen after the answer, so neither the answer nor its
  // timing tells whether the address belongs to anyone.
  setImmediate(() => {
    sendResetLinks(deps, email, input.log).catch((error: unknown) =>
      input.log.error({ err: error }, "password reset failed"),
    );
  });
}

async function sendResetLinks(deps: AppDeps, email: string, log: FastifyBaseLogger): Promise<void> {
  const { db, config, now, mailer } = deps;
  const found = await db
    .select({
      id: employees.id,
      accountId: employees.accountId,
      username: employees.username,
      email: employees.email,
    })
    .from(employees)
    .where(and(eq(sql`lower(${employees.email})`, email), eq(employees.status, "active")));
  for (const employee of found) {
    const token = newToken();
    const createdAt = now();
    await db.insert(passwordResetTokens).values({
      id: hashToken(token),
      accountId: employee.accountId,
      employeeId: employee.id,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + resetTokenLifetimeMs),
    });
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    mailer
      .send({
        to: employee.email,
        subject: "Reset your password",
        text: [
          `Someone asked to reset the password of the portal user "${employee.username}".`,
          "",
          `To choose a new password, open this link within one hour: ${link}`,
          "",
          "If you did not ask for this, ignore this email; your password stays the same.",
        ].join("\n"),
      })
      .catch((error: unknown) => log.error({ err: error }, "password reset mail failed"));
  }
}

type ResetInput = { token: string; password: string; address: string };

export async function resetPassword(deps: AppDeps, input: ResetInput): Promise<void> {
  const { db, config, now } = deps;
  const byAddress = {
    bucket: "reset:address",
    key: input.address,
    limit: config.limits.resetFailuresPerAddress,
    windowMs: config.limits.authWindowMinutes * 60_000,
  };
  const attempt = await consumeAttempt(db, byAddress, now());
  const passwordHash = await hashPassword(input.password);
  const usedAt = now();
  const reset = await db.transaction(async (tx) => {
    // Claiming the token in one conditional update makes it single-use even under concurrent requests.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt })
      .where(
        and(
          eq(passwordResetTokens.id, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, usedAt),
        ),
      )
      .returning({ employeeId: passwordResetTokens.employeeId, accountId: passwordResetTokens.accountId });
    if (!claimed) return null;
    const [updated] = await tx
      .update(employees)
      .set({ passwordHash })
      .where(
        and(
          eq(employees.id, claimed.employeeId),
          eq(employees.accountId, claimed.accountId),
          eq(employees.status, "active"),
        ),
      )
      .returning({ id: employees.id, username: employees.username });
    if (!updated) return null;
    await revokePasswordLinks(tx, updated.id, usedAt);
    return updated;
  });
  if (reset === null) throw resetFailed();
  await releaseAttempts(db, [attempt]);
  // The owner of the mailbox proved who they are: whatever lock strangers' guesses put on the username lifts.
  const username = reset.username.toLowerCase();
  await clearEvents(db, { bucket: usernameBucket, key: username });
  await clearEventsWithKeyPrefix(db, pairBucket, pairKeyPrefix(username));
  await endEmployeeSessions(db, reset.id, undefined, deps.sessionCache);
}
