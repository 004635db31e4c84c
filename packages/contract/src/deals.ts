import { flagAppearances, phases } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { dealPaymentSchema } from "./payments.ts";
import { int4Schema, textSchema } from "./shared.ts";

export const dealAlertSchema = z.object({
  type: z.enum(["WARNING", "INFO"]),
  key: z.string(),
  content: z.string(),
});

/** A deal's value of one workflow flag (spec 000 §3 "Flag value"). */
export const dealFlagValueSchema = z.object({
  workflowFlagId: z.string(),
  workflowFlagName: z.string(),
  workflowFlagValueId: z.string(),
  label: z.string(),
  appearance: z.enum(flagAppearances),
  showOnCard: z.boolean(),
});

export const dealContactSummarySchema = z.object({ id: z.string(), name: z.string() });

/** What the board needs of a deal: lean, so a column of thousands stays quick to send and render. */
export const dealCardSchema = z.object({
  id: z.string(),
  tuid: z.number().check(z.int()),
  workflowId: z.string(),
  statusId: z.string(),
  name: z.string(),
  description: z.string(),
  sidemark: z.nullable(z.string()),
  contact: z.nullable(dealContactSummarySchema),
  sortOrder: z.number().check(z.int()),
  isArchived: z.boolean(),
  version: z.number().check(z.int()),
  /** Only the flag values marked showOnCard. */
  flagValues: z.array(dealFlagValueSchema),
  alerts: z.array(dealAlertSchema),
  alertWeight: z.number().check(z.int()),
  /**
   * The deal's accepted quotes' total inc tax ("0.00" without one): the board adds these up per column.
   * Null for someone who may not see quotes (docs/permissions.md): prices are the dealer's business.
   */
  value: z.nullable(z.string().check(z.regex(/^-?\d+\.\d{2}$/))),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealSorts = ["manual", "newest", "oldest", "name", "alerts"] as const;

const csv = z.pipe(
  textSchema.check(z.maxLength(4000)),
  z.transform((value) => value.split(",").filter(Boolean)),
);

/** The board's filters; the web app keeps the same names in its URL (spec 000 §2). */
export const boardQuerySchema = z.object({
  search: z.optional(textSchema.check(z.trim(), z.maxLength(200))),
  status: z.optional(csv),
  phase: z.optional(z.enum(phases)),
  /** Only deals with at least one alert. */
  alerts: z.optional(z.enum(["true", "false"])),
  archived: z.optional(z.enum(["true", "false", "all"])),
  sort: z.optional(z.enum(dealSorts)),
  /** Workflow flag values (ids): a deal matches when, for every flag named, it has one of the values. */
  wf: z.optional(csv),
  /** Suppliers (manufacturer ids): deals with a live quote holding one of their products. */
  manufacturer: z.optional(csv),
  /** Personnel people (ids): deals with an appointment one of them takes part in (matched by email). */
  personnel: z.optional(csv),
  /** Employees (ids): deals with a purchase order, not archived, whose sales rep is one of them. */
  rep: z.optional(csv),
  /** Created between two days (inclusive, the account's time zone): "from,to", either side may be empty. */
  date: z.optional(
    z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?,(\d{4}-\d{2}-\d{2})?$/, "BAD_DATE_RANGE")),
  ),
});

export const listWorkflowDeals = defineCall({
  method: "GET",
  path: "/workflows/:id/deals",
  summary: "The deals of a workflow for its board, filtered",
  params: z.object({ id: z.uuid() }),
  query: boardQuerySchema,
  response: z.array(dealCardSchema),
});

/**
 * A card as the paged board sends it: a deal card without what a card does not show (the workflow,
 * the texts searched but not shown, the timestamps).
 */
export const boardCardSchema = z.omit(dealCardSchema, {
  workflowId: true,
  description: true,
  sidemark: true,
  createdAt: true,
  updatedAt: true,
});
export type BoardCard = z.infer<typeof boardCardSchema>;

/** One status of the board: how many deals match in all, their value, and one page of their cards. */
export const boardColumnSchema = z.object({
  statusId: z.string(),
  count: z.number().check(z.int()),
  /** The matching deals' accepted quotes' total inc tax; null for someone who may not see quotes. */
  value: z.nullable(z.string().check(z.regex(/^-?\d+\.\d{2}$/))),
  cards: z.array(boardCardSchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** Cards per column in one page of the board, unless the call names another number. */
export const boardPageSize = 25;
export const maxBoardPageSize = 200;

const pageNumber = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,7}$/)), z.transform(Number)),
    z.number().check(z.int(), z.minimum(0), z.maximum(max)),
  );

export const boardPageQuerySchema = z.extend(boardQuerySchema, {
  /** Cards per column (1–200; 25, about two screens of a column, when left out). */
  limit: z.optional(z.pipe(pageNumber(maxBoardPageSize), z.number().check(z.minimum(1)))),
});

export type BoardPageQuery = z.infer<typeof boardPageQuerySchema>;

/** The board's first page of every column, as both board calls answer it. */
const boardSchema = z.object({ columns: z.array(boardColumnSchema) });

export const boardColumnQuerySchema = z.extend(boardPageQuerySchema, {
  /** How many of the column's cards to skip (the ones already on screen). */
  offset: z.optional(pageNumber(1_000_000)),
});

export const getWorkflowBoard = defineCall({
  method: "GET",
  path: "/workflows/:id/board",
  summary:
    "A workflow's board by column: each status's first page of cards with every column's count and value",
  params: z.object({ id: z.uuid() }),
  query: boardPageQuerySchema,
  response: boardSchema,
});

/**
 * The same board, the workflow named by its slug as the board page's address names it: the page asks for
 * its board beside the workflow list rather than waiting for the list to learn the workflow's id.
 */
export const getWorkflowBoardBySlug = defineCall({
  method: "GET",
  path: "/workflows/by-slug/:slug/board",
  summary: "An active workflow's board by column, the workflow named by its slug (the board page's address)",
  params: z.object({ slug: textSchema.check(z.minLength(1), z.maxLength(200)) }),
  query: boardPageQuerySchema,
  response: boardSchema,
});

export const getBoardColumn = defineCall({
  method: "GET",
  path: "/workflows/:id/board/:statusId",
  summary: "One column of a workflow's board: the next page of its cards, with its count and value",
  params: z.object({ id: z.uuid(), statusId: z.uuid() }),
  query: boardColumnQuerySchema,
  response: boardColumnSchema,
});

export const dealSchema = z.object({
  id: z.string(),
  tuid: z.number().check(z.int()),
  workflowId: z.string(),
  name: z.string(),
  description: z.string(),
  sidemark: z.nullable(z.string()),
  contactId: z.nullable(z.string()),
  statusId: z.string(),
  sortOrder: z.number().check(z.int()),
  isArchived: z.boolean(),
  version: z.number().check(z.int()),
  udfs: z.record(z.string(), z.nullable(z.string())),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  context: z.object({
    quoteCount: z.number().check(z.int()),
    orderCount: z.number().check(z.int()),
    alerts: z.array(dealAlertSchema),
    flagValues: z.array(dealFlagValueSchema),
    contact: z.nullable(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.nullable(z.string()),
        phone: z.nullable(z.string()),
      }),
    ),
    status: z.object({ id: z.string(), name: z.string(), slug: z.string(), phase: z.enum(phases) }),
    workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    /** The deal's payments that are not archived, newest first (the Payments tab's list). */
    payments: z.array(dealPaymentSchema),
  }),
});
export type Deal = z.infer<typeof dealSchema>;

const dealIdParams = z.object({ id: z.uuid() });
const name = textSchema.check(z.trim(), z.minLength(1), z.maxLength(200));
const text = (max: number) => textSchema.check(z.trim(), z.maxLength(max));

export const createDeal = defineCall({
  method: "POST",
  path: "/deals",
  summary: "Create a deal (in the workflow's first status unless one is given)",
  body: z.object({
    workflowId: z.uuid(),
    name,
    description: z._default(text(5000), ""),
    statusId: z.optional(z.uuid()),
    contactId: z.optional(z.nullable(z.uuid())),
    sidemark: z.optional(z.nullable(text(200))),
  }),
  response: dealSchema,
});

export const getDeal = defineCall({
  method: "GET",
  path: "/deals/:id",
  summary: "One deal with its context",
  params: dealIdParams,
  response: dealSchema,
});

export const updateDeal = defineCall({
  method: "PUT",
  path: "/deals/:id",
  summary: "Edit a deal's details; a stale version answers 409",
  params: dealIdParams,
  body: z.object({
    version: int4Schema,
    name,
    description: text(5000),
    sidemark: z.nullable(text(200)),
    contactId: z.nullable(z.uuid()),
    udfs: z.record(textSchema, z.nullable(text(5000))),
  }),
  response: dealSchema,
});

export const changeDealStatus = defineCall({
  method: "POST",
  path: "/deals/:id/status",
  summary: "Move a deal to another status of its workflow; a stale current status answers 409",
  params: dealIdParams,
  body: z.object({ currentStatusId: z.uuid(), targetStatusId: z.uuid() }),
  response: dealSchema,
});

export const moveDeal = defineCall({
  method: "POST",
  path: "/deals/:id/move",
  summary: "Place a deal on the board: target status and the deal it goes below (null = top)",
  params: dealIdParams,
  body: z.object({ version: int4Schema, targetStatusId: z.uuid(), belowDealId: z.nullable(z.uuid()) }),
  response: dealCardSchema,
});

export const archiveDeal = defineCall({
  method: "POST",
  path: "/deals/:id/archive",
  summary: "Archive a deal (it becomes read-only; its requested card payments are cancelled)",
  params: dealIdParams,
  response: dealSchema,
});

export const unarchiveDeal = defineCall({
  method: "POST",
  path: "/deals/:id/unarchive",
  summary: "Bring an archived deal back",
  params: dealIdParams,
  response: dealSchema,
});

export const setDealFlag = defineCall({
  method: "PUT",
  path: "/deals/:id/flags/:workflowFlagId",
  summary: "Set a deal's value of one flag (not on an archived deal)",
  params: z.object({ id: z.uuid(), workflowFlagId: z.uuid() }),
  body: z.object({ workflowFlagValueId: z.uuid() }),
  response: dealSchema,
});
