import {
  archiveDeal,
  boardPageSize,
  changeDealStatus,
  createDeal,
  getBoardColumn,
  getDeal,
  getWorkflowBoard,
  getWorkflowBoardBySlug,
  listWorkflowDeals,
  moveDeal,
  setDealFlag,
  unarchiveDeal,
  updateDeal,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { allows } from "../../platform/access.ts";
import { registerCall } from "../../platform/route.ts";
import { listBoard } from "./deal-board.ts";
import { boardBySlug, boardColumns, boardFirstPages } from "./deal-board-columns.ts";
import { moveDeal as moveDealOnBoard } from "./deal-placement.ts";
import * as deals from "./deals.service.ts";

export type DealsRoutesOptions = {
  /** Archiving a deal ends its requested card payments' sessions at the provider (the checkout's, from app.ts). */
  endCardSessions: deals.EndCardSessions;
};

export async function dealsRoutes(
  app: FastifyInstance,
  { endCardSessions }: DealsRoutesOptions,
): Promise<void> {
  const { db, now } = app.deps;
  // Everyone with the Deals screens reads the board and a deal; changing one needs the deals permission.
  const view = { access: "deals.view" } as const;
  const edit = { access: "deals.edit" } as const;

  registerCall(
    app,
    listWorkflowDeals,
    async ({ auth, params, query }) =>
      listBoard(db, {
        accountId: auth.accountId,
        workflowId: params.id,
        query,
        withValues: allows(auth, "quotes"),
      }),
    view,
  );
  registerCall(
    app,
    getWorkflowBoard,
    async ({ auth, params, query }) =>
      boardFirstPages(db, {
        accountId: auth.accountId,
        workflowId: params.id,
        query,
        withValues: allows(auth, "quotes"),
      }),
    view,
  );
  registerCall(
    app,
    getWorkflowBoardBySlug,
    async ({ auth, params, query }) =>
      boardBySlug(db, {
        accountId: auth.accountId,
        slug: params.slug,
        query,
        withValues: allows(auth, "quotes"),
      }),
    view,
  );
  registerCall(
    app,
    getBoardColumn,
    async ({ auth, params, query }) => {
      const [column] = await boardColumns(db, {
        accountId: auth.accountId,
        workflowId: params.id,
        query,
        page: { offset: query.offset ?? 0, limit: query.limit ?? boardPageSize },
        withValues: allows(auth, "quotes"),
        onlyStatusId: params.statusId,
      });
      if (!column) throw new Error("boardColumns answers the one column asked for");
      return column;
    },
    view,
  );
  registerCall(app, createDeal, async ({ auth, body }) => deals.createDeal(db, auth, body, now()), edit);
  registerCall(app, getDeal, async ({ auth, params }) => deals.getDeal(db, auth.accountId, params.id), view);
  registerCall(
    app,
    updateDeal,
    async ({ auth, params, body }) =>
      deals.updateDeal(db, { accountId: auth.accountId, dealId: params.id, update: body, now: now() }),
    edit,
  );
  registerCall(
    app,
    changeDealStatus,
    async ({ auth, params, body }) =>
      deals.changeDealStatus(db, { accountId: auth.accountId, dealId: params.id, change: body, now: now() }),
    edit,
  );
  registerCall(
    app,
    moveDeal,
    async ({ auth, params, body }) =>
      moveDealOnBoard(db, {
        accountId: auth.accountId,
        dealId: params.id,
        move: body,
        now: now(),
        withValues: allows(auth, "quotes"),
      }),
    edit,
  );
  registerCall(
    app,
    archiveDeal,
    async ({ auth, params }) =>
      deals.archiveDeal(db, { endCardSessions, accountId: auth.accountId, dealId: params.id, now: now() }),
    edit,
  );
  registerCall(
    app,
    unarchiveDeal,
    async ({ auth, params }) => deals.unarchiveDeal(db, auth.accountId, params.id, now()),
    edit,
  );
  registerCall(
    app,
    setDealFlag,
    async ({ auth, params, body }) =>
      deals.setDealFlag(db, {
        accountId: auth.accountId,
        dealId: params.id,
        choice: { flagId: params.workflowFlagId, valueId: body.workflowFlagValueId },
        now: now(),
      }),
    edit,
  );
}
