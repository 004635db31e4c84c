import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./shared.ts";

// A deal's checklists (spec 000 §3 "Checklist item", §4 Checklist). Each CHECKLIST module of a
// workflow is one data source; its items belong to one deal.

const personRef = z.object({ id: z.number().check(z.int()), name: z.string() });

export const checklistDataSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChecklistDataSource = z.infer<typeof checklistDataSourceSchema>;

export const checklistItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  isChecked: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Who last changed it; null once that employee is gone. */
  updatedBy: z.nullable(personRef),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  dataSource: checklistDataSourceSchema,
  /** In the deal's order. */
  items: z.array(checklistItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

const label = textSchema.check(z.trim(), z.minLength(1), z.maxLength(500));
const checklistParams = z.object({ id: z.uuid(), dataSourceId: z.uuid() });

export const getChecklist = defineCall({
  method: "GET",
  path: "/deals/:id/checklists/:dataSourceId",
  summary: "One checklist of a deal with its items in order",
  params: checklistParams,
  response: checklistSchema,
});

export const addChecklistItem = defineCall({
  method: "POST",
  path: "/deals/:id/checklists/:dataSourceId/items",
  summary: "Add an item at the end of a deal's checklist (not on an archived deal)",
  params: checklistParams,
  body: z.object({ label }),
  response: checklistItemSchema,
});

export const updateChecklistItem = defineCall({
  method: "PUT",
  path: "/checklist-items/:id",
  summary: "Rename or tick an item (fields left out stay as they are)",
  params: z.object({ id: z.uuid() }),
  body: z.object({ label: z.optional(label), isChecked: z.optional(z.boolean()) }),
  response: checklistItemSchema,
});

export const deleteChecklistItem = defineCall({
  method: "DELETE",
  path: "/checklist-items/:id",
  summary: "Remove an item",
  params: z.object({ id: z.uuid() }),
  response: okSchema,
});

export const reorderChecklist = defineCall({
  method: "PUT",
  path: "/deals/:id/checklists/:dataSourceId/order",
  summary: "Put a checklist's items in the given order (every item once; 422 otherwise)",
  params: checklistParams,
  body: z.object({ itemIds: z.array(z.uuid()).check(z.maxLength(1000)) }),
  response: checklistSchema,
});
