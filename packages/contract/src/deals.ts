import { flagAppearances, phases } from "@portal/domain";
import { z } from "zod";
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
  tuid: z.number().int(),
  workflowId: z.string(),
  statusId: z.string(),
  name: z.string(),
  description: z.string(),
  sidemark: z.string().nullable(),
  contact: dealContactSummarySchema.nullable(),
  sortOrder: z.number().int(),
  isArchived: z.boolean(),
  version: z.number().int(),
  /** Only the flag values marked showOnCard. */
  flagValues: z.array(dealFlagValueSchema),
  alerts: z.array(dealAlertSchema),
  alertWeight: z.number().int(),
  /**
   * The deal's accepted quotes' total inc tax ("0.00" without one): the board adds these up per column.
   * Null for someone who may not see quotes (docs/permissions.md): prices are the dealer's business.
   */
  value: z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealSorts = ["manual", "newest", "oldest", "name", "alerts"] as const;

const csv = textSchema.max(4000).transform((value) => value.split(",").filter(Boolean));

/** The board's filters; the web app keeps the same names in its URL (spec 000 §2). */
export const boardQuerySchema = z.object({
  search: textSchema.trim().max(200).optional(),
  status: csv.optional(),
  phase: z.enum(phases).optional(),
  /** Only deals with at least one alert. */
  alerts: z.enum(["true", "false"]).optional(),
  archived: z.enum(["true", "false", "all"]).optional(),
  sort: z.enum(dealSorts).optional(),
  /** Workflow flag values (ids): a deal matches when, for every flag named, it has one of the values. */
  wf: csv.optional(),
  /** Suppliers (manufacturer ids): deals with a live quote holding one of their products. */
  manufacturer: csv.optional(),
  /** Personnel people (ids): deals with an appointment one of them takes part in (matched by email). */
  personnel: csv.optional(),
  /** Employees (ids): deals with a purchase order, not archived, whose sales rep is one of them. */
  rep: csv.optional(),
  /** Created between two days (inclusive, the account's time zone): "from,to", either side may be empty. */
  date: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?,(\d{4}-\d{2}-\d{2})?$/, "BAD_DATE_RANGE")
    .optional(),
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
export const boardCardSchema = dealCardSchema.omit({
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
  count: z.number().int(),
  /** The matching deals' accepted quotes' total inc tax; null for someone who may not see quotes. */
  value: z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .nullable(),
  cards: z.array(boardCardSchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** Cards per column in one page of the board, unless the call names another number. */
export const boardPageSize = 25;
export const maxBoardPageSize = 200;

const pageNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

export const boardPageQuerySchema = boardQuerySchema.extend({
  /** Cards per column (1–200; 25, about two screens of a column, when left out). */
  limit: pageNumber(maxBoardPageSize).pipe(z.number().min(1)).optional(),
});

export type BoardPageQuery = z.infer<typeof boardPageQuerySchema>;

/** The board's first page of every column, as both board calls answer it. */
const boardSchema = z.object({ columns: z.array(boardColumnSchema) });

export const boardColumnQuerySchema = boardPageQuerySchema.extend({
  /** How many of the column's cards to skip (the ones already on screen). */
  offset: pageNumber(1_000_000).optional(),
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
  params: z.object({ slug: textSchema.min(1).max(200) }),
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
  tuid: z.number().int(),
  workflowId: z.string(),
  name: z.string(),
  description: z.string(),
  sidemark: z.string().nullable(),
  contactId: z.string().nullable(),
  statusId: z.string(),
  sortOrder: z.number().int(),
  isArchived: z.boolean(),
  version: z.number().int(),
  udfs: z.record(z.string(), z.string().nullable()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  context: z.object({
    quoteCount: z.number().int(),
    orderCount: z.number().int(),
    alerts: z.array(dealAlertSchema),
    flagValues: z.array(dealFlagValueSchema),
    contact: z
      .object({
        id: z.string(),
        name: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      })
      .nullable(),
    status: z.object({ id: z.string(), name: z.string(), slug: z.string(), phase: z.enum(phases) }),
    workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    /** The deal's payments that are not archived, newest first (the Payments tab's list). */
    payments: z.array(dealPaymentSchema),
  }),
});
export type Deal = z.infer<typeof dealSchema>;

const dealIdParams = z.object({ id: z.uuid() });
const name = textSchema.trim().min(1).max(200);
const text = (max: number) => textSchema.trim().max(max);

export const createDeal = defineCall({
  method: "POST",
  path: "/deals",
  summary: "Create a deal (in the workflow's first status unless one is given)",
  body: z.object({
    workflowId: z.uuid(),
    name,
    description: text(5000).default(""),
    statusId: z.uuid().optional(),
    contactId: z.uuid().nullable().optional(),
    sidemark: text(200).nullable().optional(),
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
    sidemark: text(200).nullable(),
    contactId: z.uuid().nullable(),
    udfs: z.record(textSchema, text(5000).nullable()),
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
  body: z.object({ version: int4Schema, targetStatusId: z.uuid(), belowDealId: z.uuid().nullable() }),
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
