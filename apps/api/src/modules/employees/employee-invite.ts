// A new employee's welcome: a single-use link to choose their own password, made with the password
// reset's tokens (purpose INVITE, a longer life) and opened by the same /reset-password page.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { hashToken, newToken } from "../../platform/session-store.ts";

/** A week: a new colleague may not read their mail the day they are added. */
export const inviteLifetimeDays = 7;
const inviteLifetimeMs = inviteLifetimeDays * 24 * 60 * 60_000;

/** Stores an invite for the employee (only its hash) and answers the token for the link. */
export async function storeInvite(
  tx: Db,
  who: { accountId: string; employeeId: number },
  now: Date,
): Promise<string> {
  const token = newToken();
  await tx.insert(passwordResetTokens).values({
    id: hashToken(token),
    accountId: who.accountId,
    employeeId: who.employeeId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + inviteLifetimeMs),
    purpose: "INVITE",
  });
  return token;
}

export type Invite = {
  token: string;
  to: string;
  firstName: string;
  username: string;
  companyName: string;
};

/** The link of an invite: the reset page, told to welcome rather than to reset. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&welcome=1`;
}

/**
 * Mails the invite. A mail that cannot go is logged, not thrown: the employee exists, and the admin
 * (or the employee, with 'Forgot your password?') can still get them signed in.
 */
export async function sendInvite(deps: AppDeps, invite: Invite, log: FastifyBaseLogger): Promise<void> {
  const link = inviteLink(deps.config.publicUrl, invite.token);
  try {
    await deps.mailer.send({
      to: invite.to,
      subject: `Welcome to the ${invite.companyName} portal`,
      text: [
        `Hello ${invite.firstName},`,
        "",
        `${invite.companyName} has added you to its dealer portal. Your username is "${invite.username}".`,
        "",
        `To choose your password and sign in, open this link within ${inviteLifetimeDays} days: ${link}`,
        "",
        "If the link has expired, choose 'Forgot your password?' on the sign-in page and enter this email address.",
      ].join("\n"),
    });
  } catch (error) {
    log.error({ err: error }, "employee invite mail failed");
  }
}
