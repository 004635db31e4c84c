// Settings → Bundles: the bundles the dealer's suppliers offer, and subscribing with template values
// (spec 000 §4 Bundle; 001 §4, §5 Bundles). Pricing reads the subscriptions (bundle-pricing.ts).
import type { Bundle, subscribeBundleBodySchema } from "@portal/contract";
import {
  blockingBundle,
  bundleGroupTakenCode,
  normalizeTemplateValue,
  templateValuesProblems,
} from "@portal/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { bundleSubscriptions, bundles, dealerManufacturers, manufacturers } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, notFound, validationFailed } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";

export type SubscribeInput = z.output<typeof subscribeBundleBodySchema>;

type OfferedRow = {
  bundle: typeof bundles.$inferSelect;
  manufacturerName: string;
  subscription: typeof bundleSubscriptions.$inferSelect | null;
};

const groupTaken = () => new AppError(bundleGroupTakenCode);

/** The spec's Bundle: each field with the dealer's value while subscribed, else the supplier's default. */
function toBundle({ bundle, manufacturerName, subscription }: OfferedRow): Bundle {
  const values = subscription?.templateValues ?? {};
  return {
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    exclusivityKey: bundle.exclusivityKey,
    sortOrder: bundle.sortOrder,
    isSubscribed: subscription !== null,
    templateFields: bundle.templateFields.map((field) => ({
      templateKey: field.templateKey,
      label: field.label,
      operator: field.operator,
      value: values[field.templateKey] ?? field.defaultValue,
    })),
    context: { manufacturer: { id: bundle.manufacturerId, name: manufacturerName } },
  };
}

/** The bundles of the suppliers the dealer is linked to, with its subscriptions; one bundle when `bundleId` is given. */
function offered(db: Db, accountId: string, bundleId?: number) {
  return db
    .select({ bundle: bundles, manufacturerName: manufacturers.name, subscription: bundleSubscriptions })
    .from(bundles)
    .innerJoin(
      dealerManufacturers,
      and(
        eq(dealerManufacturers.accountId, accountId),
        eq(dealerManufacturers.manufacturerId, bundles.manufacturerId),
      ),
    )
    .innerJoin(manufacturers, eq(manufacturers.id, bundles.manufacturerId))
    .leftJoin(
      bundleSubscriptions,
      and(eq(bundleSubscriptions.accountId, accountId), eq(bundleSubscriptions.bundleId, bundles.id)),
    )
    .where(bundleId === undefined ? undefined : eq(bundles.id, bundleId))
    .orderBy(
      asc(dealerManufacturers.sortOrder),
      asc(manufacturers.name),
      asc(bundles.manufacturerId),
      asc(bundles.sortOrder),
      asc(bundles.id),
    );
}

export async function listBundles(db: Db, accountId: string): Promise<Bundle[]> {
  return (await offered(db, accountId)).map(toBundle);
}

/** A bundle one of the dealer's suppliers offers; 404 for any other id (another supplier's, none). */
async function offeredBundle(db: Db, accountId: string, bundleId: number): Promise<OfferedRow> {
  const [row] = await offered(db, accountId, bundleId);
  if (!row) throw notFound();
  return row;
}

/** Whether the database refused the row for the one-subscription-per-group index (two requests at once). */
export function isGroupTakenViolation(error: unknown): boolean {
  return isUniqueViolation(error, "bundle_subscriptions_exclusive");
}

/**
 * Subscribes with a value for every template field, or changes the values while subscribed. Refused
 * with 409 while another bundle of its exclusivity group is subscribed (the database's unique index says
 * the same when two requests race).
 */
export async function subscribeBundle(
  db: Db,
  { auth, bundleId, body, now }: { auth: Auth; bundleId: number; body: SubscribeInput; now: Date },
): Promise<Bundle> {
  try {
    await db.transaction(async (tx) => {
      // One change to the account's subscriptions at a time: the group check below stays true until commit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bundles:${auth.accountId}`}))`);
      const { bundle } = await offeredBundle(tx, auth.accountId, bundleId);
      const problems = templateValuesProblems(bundle.templateFields, body.templateValues);
      if (Object.keys(problems).length > 0) {
        throw validationFailed(
          Object.fromEntries(
            Object.entries(problems).flatMap(([key, code]) =>
              code ? [[`templateValues.${key}`, code]] : [],
            ),
          ),
        );
      }
      const subscribed = await tx
        .select({ id: bundleSubscriptions.bundleId, exclusivityKey: bundleSubscriptions.exclusivityKey })
        .from(bundleSubscriptions)
        .where(eq(bundleSubscriptions.accountId, auth.accountId));
      const others = subscribed.map((row) => ({ ...row, isSubscribed: true }));
      if (blockingBundle(others, { ...bundle, isSubscribed: false })) throw groupTaken();
      const templateValues = Object.fromEntries(
        bundle.templateFields.flatMap((field) => {
          const value = body.templateValues[field.templateKey];
          return value ? [[field.templateKey, normalizeTemplateValue(value)]] : [];
        }),
      );
      await tx
        .insert(bundleSubscriptions)
        .values({
          accountId: auth.accountId,
          bundleId: bundle.id,
          manufacturerId: bundle.manufacturerId,
          exclusivityKey: bundle.exclusivityKey,
          templateValues,
          subscribedBy: auth.employeeId,
          subscribedAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [bundleSubscriptions.accountId, bundleSubscriptions.bundleId],
          set: { templateValues, exclusivityKey: bundle.exclusivityKey, updatedAt: now },
        });
    });
  } catch (error) {
    if (isGroupTakenViolation(error)) throw groupTaken();
    throw error;
  }
  return toBundle(await offeredBundle(db, auth.accountId, bundleId));
}

/** Ends the subscription; a bundle not subscribed stays so. */
export async function unsubscribeBundle(db: Db, accountId: string, bundleId: number): Promise<Bundle> {
  await offeredBundle(db, accountId, bundleId);
  await db
    .delete(bundleSubscriptions)
    .where(and(eq(bundleSubscriptions.accountId, accountId), eq(bundleSubscriptions.bundleId, bundleId)));
  return toBundle(await offeredBundle(db, accountId, bundleId));
}
