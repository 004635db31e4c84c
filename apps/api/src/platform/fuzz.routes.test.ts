// Walks every operation of the OpenAPI document with bad input (see test/fuzz-cases.ts) and checks that
// nothing answers 5xx and every answer matches its contract: a 2xx body parses with the call's response
// schema, a 4xx body with the error body schema. An operation without a contract Call fails the run, so
// a new route cannot escape. FUZZ_SEED repeats another run; the cases per operation are bounded.
//
// The demo data is shared by all operations of the run (one app): the operations that change it for
// good (archive, accept, delete, sign out) run last so the others still find what they work on.
import { errorBodySchema, healthSchema } from "@portal/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import type { JsonSchema } from "json-schema-faker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  appointments,
  checklistDataSources,
  checklistItems,
  contacts,
  customFields,
  deals,
  documents,
  notes,
  orderLines,
  personnel,
  productOverrides,
  quotes,
  workflowFlags,
  workflowFlagValues,
} from "../db/schema/index.ts";
import { contractCalls } from "../test/contract-calls.ts";
import { type FuzzHints, type FuzzOperation, fuzzCases } from "../test/fuzz-cases.ts";
import { createTestApp, type TestApp, type TestClient } from "../test/helper.ts";

const seed = Number(process.env.FUZZ_SEED ?? 20_260_914);
const randomCases = 12;

/** The parts of the OpenAPI document this test reads. */
const jsonSchema = z.custom<JsonSchema>((value) => typeof value === "object" && value !== null);
const openApiSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z
          .array(
            z.object({
              in: z.enum(["path", "query"]),
              name: z.string(),
              required: z.boolean().optional(),
              schema: jsonSchema,
            }),
          )
          .optional(),
        requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema })) }).optional(),
      }),
    ),
  ),
});

type Contract = { response: z.core.$ZodType; isPublic: boolean };

/** Every contract Call by `METHOD /api/path/{param}`, plus the one route outside /api. */
function contractsByOperation(): Map<string, Contract> {
  const found = new Map<string, Contract>([["GET /health.json", { response: healthSchema, isPublic: true }]]);
  for (const call of contractCalls) {
    found.set(`${call.method} /api${call.path.replace(/:(\w+)/g, "{$1}")}`, {
      response: call.response,
      isPublic: call.public === true,
    });
  }
  return found;
}

/** Runs the operations that change the demo for good after the others. */
function order(operation: FuzzOperation): number {
  if (operation.path === "/api/auth/logout") return 4;
  if (operation.method === "DELETE" || /\/(archive|accept)$/.test(operation.path)) return 3;
  return { GET: 0, PUT: 1, POST: 2 }[operation.method] ?? 3;
}

const operations: FuzzOperation[] = [];
let t: TestApp;
let admin: TestClient;
let hints: FuzzHints;
const contracts = contractsByOperation();
const httpMethod = z.enum(["GET", "POST", "PUT", "DELETE"]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("demo", "demo1234");
  const document = openApiSchema.parse((await admin.get("/api/openapi.json")).json());
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: httpMethod.parse(method.toUpperCase()),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          in: parameter.in,
          name: parameter.name,
          required: parameter.required ?? false,
          schema: parameter.schema,
        })),
        body: operation.requestBody?.content["application/json"]?.schema,
      });
    }
  }
  operations.sort((a, b) => order(a) - order(b));
  hints = await demoHints(t, (await admin.get("/api/me")).json().account.id);
});
afterAll(() => t.close());

describe("every operation of the OpenAPI document", () => {
  it("has a contract, and every contract is in the document (none hidden from this test)", () => {
    expect(operations.length).toBeGreaterThan(80);
    const documented = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(documented.filter((key) => !contracts.has(key))).toEqual([]);
    expect([...contracts.keys()].filter((key) => !documented.includes(key))).toEqual([]);
  });

  it(`answers bad input without a 5xx and as its contract says (seed ${seed})`, {
    timeout: 240_000,
  }, async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const expected = contracts.get(key);
      if (!expected) continue;
      for (const fuzz of fuzzCases(operation, hints, { seed, randomCases })) {
        // Public calls go signed out (a sign-out or sign-in must not end the admin's session).
        const client = expected.isPublic ? t.client({ remoteAddress: "10.9.9.9" }) : admin;
        const payload =
          typeof fuzz.payload === "string" && fuzz.payload.includes(`"version":${versionMark}`)
            ? fuzz.payload.replace(
                `"version":${versionMark}`,
                `"version":${await currentVersion(operation.path)}`,
              )
            : fuzz.payload;
        const answer = await client.request({
          method: operation.method,
          url: fuzz.url,
          headers: fuzz.headers,
          ...(payload === undefined ? {} : { payload }),
        });
        const problem = judge(
          answer.statusCode,
          answer.headers["content-type"],
          answer.body,
          expected.response,
          answer.headers.location,
        );
        if (problem) failures.push(`${key} — ${fuzz.label}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Writes carry the row's version (a stale one is a 409 before anything else is looked at): the cases
 * carry this mark, replaced by the row's version when sent, as earlier cases may have changed it.
 */
const versionMark = 1_999_999_999;

async function currentVersion(path: string): Promise<number> {
  const versioned = path.startsWith("/api/deals/{id}")
    ? { table: deals, id: hints.params.deals }
    : path.startsWith("/api/quotes/{id}")
      ? { table: quotes, id: hints.params.quotes }
      : null;
  if (!versioned?.id) return versionMark;
  const { table, id } = versioned;
  const [row] = await t.db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version ?? versionMark;
}

/** Why an answer breaks the rules, or null when it keeps them. */
function judge(
  status: number,
  contentType: unknown,
  body: string,
  response: z.core.$ZodType,
  location: unknown,
): string | null {
  if (status >= 500) return `answered ${status} ${body.slice(0, 200)}`;
  // A call that answers a redirect (the calendar OAuth callback) sends the browser back inside the app.
  if (status === 302 || status === 303) {
    return response._zod.def.type === "unknown" && /^\/(?![/\\])/.test(String(location))
      ? null
      : `answered ${status} to ${String(location)}`;
  }
  const isJson = String(contentType).startsWith("application/json");
  if (status >= 200 && status < 300) {
    if (!isJson)
      return response._zod.def.type === "unknown" ? null : `answered ${status} as ${String(contentType)}`;
    const parsed = z.safeParse(response, JSON.parse(body));
    return parsed.success
      ? null
      : `answered ${status} outside its contract: ${parsed.error.message.slice(0, 300)}`;
  }
  if (status >= 400) {
    if (!isJson) return `answered ${status} as ${String(contentType)}`;
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    return parsed.success ? null : `answered ${status} with another error body: ${body.slice(0, 200)}`;
  }
  return `answered ${status}`;
}

/** Real ids of the demo dealer, so the bad input reaches past the 404s of ids that do not exist. */
async function demoHints(app: TestApp, accountId: string): Promise<FuzzHints> {
  const { db } = app;
  const [line] = await db
    .select({
      id: orderLines.id,
      quoteId: quotes.id,
      quoteVersion: quotes.version,
      productId: orderLines.productId,
      manufacturerId: orderLines.manufacturerId,
      dealId: deals.id,
      dealVersion: deals.version,
      workflowId: deals.workflowId,
      statusId: deals.statusId,
    })
    .from(orderLines)
    .innerJoin(quotes, eq(quotes.id, orderLines.quoteId))
    .innerJoin(deals, eq(deals.id, quotes.dealId))
    .where(
      and(
        eq(orderLines.accountId, accountId),
        eq(quotes.status, "DRAFT"),
        eq(quotes.isArchived, false),
        eq(deals.isArchived, false),
      ),
    )
    .orderBy(asc(orderLines.id))
    .limit(1);
  if (!line) throw new Error("the demo has no draft quote with a line");
  const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];
  const [
    flag,
    flagValue,
    dataSource,
    item,
    note,
    contact,
    udf,
    override,
    document,
    otherDeal,
    person,
    appointment,
  ] = await Promise.all([
    first(
      db
        .select({ id: workflowFlags.id })
        .from(workflowFlags)
        .where(eq(workflowFlags.workflowId, line.workflowId)),
    ),
    first(
      db
        .select({ id: workflowFlagValues.id })
        .from(workflowFlagValues)
        .innerJoin(workflowFlags, eq(workflowFlags.id, workflowFlagValues.flagId))
        .where(eq(workflowFlags.workflowId, line.workflowId)),
    ),
    first(
      db
        .select({ id: checklistDataSources.id })
        .from(checklistDataSources)
        .where(eq(checklistDataSources.workflowId, line.workflowId)),
    ),
    first(
      db
        .select({ id: checklistItems.id })
        .from(checklistItems)
        .where(eq(checklistItems.accountId, accountId)),
    ),
    first(db.select({ id: notes.id }).from(notes).where(eq(notes.accountId, accountId))),
    first(db.select({ id: contacts.id }).from(contacts).where(eq(contacts.accountId, accountId))),
    first(db.select({ id: customFields.id }).from(customFields).where(eq(customFields.accountId, accountId))),
    first(
      db
        .select({ id: productOverrides.id })
        .from(productOverrides)
        .where(eq(productOverrides.accountId, accountId)),
    ),
    first(
      db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.accountId, accountId), eq(documents.kind, "ATTACHMENT"))),
    ),
    first(
      db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.accountId, accountId), ne(deals.id, line.dealId))),
    ),
    first(db.select({ id: personnel.id }).from(personnel).where(eq(personnel.accountId, accountId))),
    first(db.select({ id: appointments.id }).from(appointments).where(eq(appointments.accountId, accountId))),
  ]);
  const params: Record<string, string> = {
    deals: line.dealId,
    workflows: line.workflowId,
    quotes: line.quoteId,
    "order-lines": line.id,
    products: line.productId,
    manufacturer: String(line.manufacturerId),
    pdf: "quote",
  };
  const optional: Record<string, string | number | undefined> = {
    flags: flag?.id,
    checklists: dataSource?.id,
    "checklist-items": item?.id,
    notes: note?.id,
    contacts: contact?.id,
    udfs: udf?.id,
    "product-overrides": override?.id,
    "deal-documents": document?.id,
    documents: document?.id,
    "related-deals": otherDeal?.id,
    personnel: person?.id,
    appointments: appointment?.id,
  };
  for (const [name, value] of Object.entries(optional)) if (value !== undefined) params[name] = String(value);
  const fields: Record<string, unknown> = {
    workflowId: line.workflowId,
    statusId: line.statusId,
    currentStatusId: line.statusId,
    targetStatusId: line.statusId,
    productId: line.productId,
    contactId: contact?.id ?? null,
    relatedDealId: otherDeal?.id,
    workflowFlagValueId: flagValue?.id,
    belowDealId: null,
    version: versionMark,
  };
  for (const [name, value] of Object.entries(fields)) if (value === undefined) delete fields[name];
  return { params, fields };
}
