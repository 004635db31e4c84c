// Migrations on a database made before them: 0003 gives stored checklist modules data sources (backfill);
// 0012 dates old documents and writes the document categories; 0013 adds legacy orders (constraints);
// 0015 gives appointments their span (backfill).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { appointmentSpan, type TemporalData } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPglite } from "./client.ts";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: Array<{ tag: string }>;
};

async function apply(client: PGlite, tag: string): Promise<void> {
  const text = readFileSync(path.join(folder, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await client.exec(statement);
}

/**
 * A new database with the migrations before `tag` (and `tag` itself when `including`), and the one country
 * every account needs.
 */
async function migratedUpTo(tag: string, { including = false } = {}): Promise<PGlite> {
  const client = await createPglite();
  const tags = journal.entries.map((entry) => entry.tag);
  const upTo = tags.indexOf(tag);
  expect(upTo).toBeGreaterThan(0);
  for (const earlier of tags.slice(0, including ? upTo + 1 : upTo)) await apply(client, earlier);
  await client.exec(`
    insert into countries (name, iso2_code, iso3_code, calling_code, measure_system, currency_code,
      currency_symbol, locale, labor_tax_control, tax_display, new_taxing)
    values ('Australia', 'AU', 'AUS', '61', 'METRIC', 'AUD', '$', 'en-AU', 1, 'GST', true);`);
  return client;
}

const account = "0193a000-0000-7000-8000-00000000aaaa";
const salesId = "0193a000-0000-7000-8000-00000000a101";
const emptyId = "0193a000-0000-7000-8000-00000000a102";

describe("migration 0003 (deal modules)", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await migratedUpTo("0003_deal_modules");
    await client.exec(`
      insert into accounts (id, kind, name, country_id) values ('${account}', 'DEALER', 'Old demo', 1);
      insert into workflows (id, account_id, name, slug, modules) values
        ('${salesId}', '${account}', 'Sales', 'sales', '[
          {"type": "DETAILS", "config": {"sidemarkMode": "ENABLED", "udfIds": []}},
          {"type": "CHECKLIST", "config": {"name": "default"}},
          {"type": "NOTES", "config": {}},
          {"type": "CHECKLIST", "config": {"name": "Install day"}}
        ]'),
        ('${emptyId}', '${account}', 'Empty', 'empty', '[]');`);
    await apply(client, "0003_deal_modules");
  });
  afterAll(() => client.close());

  it("gives every stored checklist module a data source named after it, and writes its id in the module", async () => {
    const workflows = await client.query<{
      id: string;
      modules: Array<{ type: string; config: Record<string, unknown> }>;
    }>("select id, modules from workflows order by id");
    const sources = await client.query<{ id: string; workflow_id: string; name: string; account_id: string }>(
      "select id, workflow_id, name, account_id from checklist_data_sources order by lower(name)",
    );
    expect(sources.rows.map((row) => [row.name, row.workflow_id, row.account_id])).toEqual([
      ["default", salesId, account],
      ["Install day", salesId, account],
    ]);
    const sales = workflows.rows.find((row) => row.id === salesId);
    expect(sales?.modules.map((module) => module.type)).toEqual([
      "DETAILS",
      "CHECKLIST",
      "NOTES",
      "CHECKLIST",
    ]);
    expect(sales?.modules[1]?.config).toEqual({ name: "default", dataSourceId: sources.rows[0]?.id });
    expect(sales?.modules[3]?.config).toEqual({ name: "Install day", dataSourceId: sources.rows[1]?.id });
    expect(sales?.modules[0]?.config).toEqual({ sidemarkMode: "ENABLED", udfIds: [] });
    expect(workflows.rows.find((row) => row.id === emptyId)?.modules).toEqual([]);
  });
});

describe("migration 0012 (documents page)", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await migratedUpTo("0012_documents_page");
    await client.exec(`
      insert into accounts (id, kind, name, country_id) values ('${account}', 'DEALER', 'Old demo', 1);
      insert into documents (account_id, kind, name, mime_type, size, storage_key, created_at)
      values ('${account}', 'LOGO', 'logo.png', 'image/png', 10, '${account}/logo.png', '2025-03-04T05:06:07Z');`);
    await apply(client, "0012_documents_page");
  });
  afterAll(() => client.close());

  it("dates a document's last change at its making and writes the one list of categories", async () => {
    const documents = await client.query<{ created_at: Date; updated_at: Date; direct_upload: boolean }>(
      "select created_at, updated_at, direct_upload from documents",
    );
    expect(documents.rows).toHaveLength(1);
    expect(documents.rows[0]?.updated_at.toISOString()).toBe("2025-03-04T05:06:07.000Z");
    expect(documents.rows[0]?.direct_upload).toBe(false);
    const categories = await client.query<{ category: string; is_active: boolean }>(
      "select category, is_active from product_document_categories order by sort_order",
    );
    expect(categories.rows.map((row) => row.category)).toEqual([
      "Price lists",
      "Fitting instructions",
      "Brochures",
      "Warranty",
      "Other",
    ]);
    expect(categories.rows.every((row) => row.is_active)).toBe(true);
  });
});

describe("migration 0013 (legacy orders)", () => {
  let client: PGlite;
  const other = "0193a000-0000-7000-8000-00000000bbbb";
  const contact = "0193a000-0000-7000-8000-00000000a201";
  const insert = (id: string, accountId: string, orderNum: string, contactId: string | null) =>
    client.query(
      "insert into legacy_orders (id, account_id, contact_id, order_num, total_due, data) values ($1, $2, $3, $4, $5, $6)",
      [id, accountId, contactId, orderNum, "1234.565", JSON.stringify({ Order_Num: orderNum })],
    );
  beforeAll(async () => {
    client = await migratedUpTo("0013_legacy_orders", { including: true });
    await client.exec(`
      insert into accounts (id, kind, name, country_id) values ('${account}', 'DEALER', 'One', 1), ('${other}', 'DEALER', 'Two', 1);
      insert into contacts (id, account_id, tuid, name) values ('${contact}', '${account}', 1, 'Customer');`);
  });
  afterAll(() => client.close());

  it("keeps an order number once per account, money to the cent, and a contact of the order's own account", async () => {
    await insert("0193a000-0000-7000-8000-00000000a301", account, "SO-1", contact);
    await insert("0193a000-0000-7000-8000-00000000a302", other, "SO-1", null);
    await expect(insert("0193a000-0000-7000-8000-00000000a303", account, "SO-1", null)).rejects.toThrow();
    await expect(insert("0193a000-0000-7000-8000-00000000a304", other, "SO-2", contact)).rejects.toThrow();
    const rows = await client.query<{ total_due: string }>(
      "select total_due from legacy_orders order by account_id",
    );
    expect(rows.rows.map((row) => row.total_due)).toEqual(["1234.57", "1234.57"]);
  });
});

describe("migration 0015 (appointment span)", () => {
  let client: PGlite;
  const perth = "0193a000-0000-7000-8000-00000000cccc";
  const kinds: TemporalData[] = [
    { type: "date", date: "2026-04-05" },
    { type: "datespan", start: "2026-10-03", end: "2026-10-04" },
    { type: "time", time: "2026-04-05T02:30:00+11:00", zone: "Australia/Sydney" },
    {
      type: "timespan",
      start: "2026-04-05T02:30:00+11:00",
      end: "2026-04-05T02:30:00+10:00",
      startZone: "Australia/Sydney",
      endZone: "Australia/Sydney",
    },
  ];
  beforeAll(async () => {
    client = await migratedUpTo("0015_appointment_span");
    await client.exec(`
      insert into accounts (id, kind, name, country_id) values ('${account}', 'DEALER', 'No company', 1), ('${perth}', 'DEALER', 'Perth', 1);
      insert into companies (account_id, name, email, timezone) values ('${perth}', 'Perth Blinds', 'perth@example.com', 'Australia/Perth');`);
    for (const [index, data] of kinds.entries()) {
      for (const accountId of [account, perth]) {
        await client.query(
          "insert into appointments (id, account_id, title, temporal_data) values (gen_random_uuid(), $1, $2, $3)",
          [accountId, String(index), JSON.stringify(data)],
        );
      }
    }
    await apply(client, "0015_appointment_span");
  });
  afterAll(() => client.close());

  it("gives existing appointments the span the API computes, all-day ones in the account's zone", async () => {
    const rows = await client.query<{ account_id: string; title: string; starts_at: Date; ends_at: Date }>(
      "select account_id, title, starts_at, ends_at from appointments order by account_id, title",
    );
    expect(rows.rows).toHaveLength(kinds.length * 2);
    for (const row of rows.rows) {
      const data = kinds[Number(row.title)];
      if (!data) throw new Error(`no kind ${row.title}`);
      // An account whose main company names no zone is in Sydney.
      const span = appointmentSpan(data, row.account_id === perth ? "Australia/Perth" : "Australia/Sydney");
      expect([row.starts_at.toISOString(), row.ends_at.toISOString()], row.title).toEqual([
        span.start.toISOString(),
        span.end.toISOString(),
      ]);
    }
    await expect(
      client.query(
        "insert into appointments (id, account_id, title, temporal_data) values (gen_random_uuid(), $1, 'x', '{}')",
        [account],
      ),
    ).rejects.toThrow();
  });
});

describe("migration 0020 (deal column totals)", () => {
  let client: PGlite;
  const [open, won] = ["0193a000-0000-7000-8000-00000000b001", "0193a000-0000-7000-8000-00000000b002"];
  const totalsOf = async () =>
    (
      await client.query<{ status_id: string; live_count: number; accepted_value: string }>(
        "select status_id, live_count, accepted_value from deal_column_totals order by status_id",
      )
    ).rows.map((row) => [row.status_id, row.live_count, row.accepted_value]);
  beforeAll(async () => {
    client = await migratedUpTo("0020_deal_column_totals");
    await client.exec(`
      insert into accounts (id, kind, name, country_id) values ('${account}', 'DEALER', 'Old demo', 1);
      insert into workflows (id, account_id, name, slug) values ('${salesId}', '${account}', 'Sales', 'sales');
      insert into workflow_statuses (id, account_id, workflow_id, name, slug, phase, sort_order) values
        ('${open}', '${account}', '${salesId}', 'Open', 'open', 'SALES', 0),
        ('${won}', '${account}', '${salesId}', 'Won', 'won', 'SALES', 1);
      insert into deals (id, account_id, tuid, workflow_id, status_id, name, sort_order, is_archived) values
        ('0193a000-0000-7000-8000-00000000d001', '${account}', 1, '${salesId}', '${open}', 'One', 0, false),
        ('0193a000-0000-7000-8000-00000000d002', '${account}', 2, '${salesId}', '${open}', 'Two', 1, false),
        ('0193a000-0000-7000-8000-00000000d003', '${account}', 3, '${salesId}', '${won}', 'Three', 0, true),
        ('0193a000-0000-7000-8000-00000000d004', '${account}', 4, '${salesId}', '${won}', 'Four', 1, false);`);
    // Accepted and live quotes count, drafts and archived ones do not, nor those of an archived deal.
    for (const [tuid, deal, status, archived, total] of [
      [1, "d001", "ACCEPTED", false, "100.10"],
      [2, "d001", "ACCEPTED", false, "0.20"],
      [3, "d001", "DRAFT", false, "5.00"],
      [4, "d002", "ACCEPTED", true, "7.00"],
      [5, "d003", "ACCEPTED", false, "11.00"],
      [6, "d004", "ACCEPTED", false, "40.00"],
    ] as const) {
      await client.query(
        `insert into quotes (id, account_id, deal_id, tuid, status, is_archived, total_sell_price, config,
           adjustments, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, '{}', '[]', now(), now())`,
        [account, `0193a000-0000-7000-8000-00000000${deal}`, tuid, status, archived, total],
      );
    }
    await apply(client, "0020_deal_column_totals");
  });
  afterAll(() => client.close());

  it("totals the live deals already in each column, and keeps them from there", async () => {
    expect(await totalsOf()).toEqual([
      [open, 2, "100.30"],
      [won, 1, "40.00"],
    ]);
    await client.exec(`update deals set status_id = '${won}' where tuid = 1`);
    await client.exec("update deals set is_archived = false where tuid = 3");
    expect(await totalsOf()).toEqual([
      [open, 1, "0.00"],
      [won, 3, "151.30"],
    ]);
    // A quote made accepted, and one deleted.
    await client.query(
      `insert into quotes (id, account_id, deal_id, tuid, status, total_sell_price, config, adjustments,
         created_at, updated_at)
       values (gen_random_uuid(), $1, '0193a000-0000-7000-8000-00000000d004', 7, 'ACCEPTED', '9.70', '{}',
         '[]', now(), now())`,
      [account],
    );
    await client.exec("delete from quotes where tuid = 6");
    expect(await totalsOf()).toEqual([
      [open, 1, "0.00"],
      [won, 3, "121.00"],
    ]);
    // One transaction moves a deal and changes its accepted quote: the totals follow both at commit.
    await client.transaction(async (tx) => {
      await tx.exec(`update deals set status_id = '${open}' where tuid = 4`);
      await tx.exec("update quotes set total_sell_price = '20.00' where tuid = 7");
      await tx.exec(`update deals set status_id = '${won}' where tuid = 2`);
    });
    expect(await totalsOf()).toEqual([
      [open, 1, "20.00"],
      [won, 3, "111.30"],
    ]);
  });
});
