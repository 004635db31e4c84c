// Who may call what, for every route the app registers: anonymous, each demo user of Demo Blinds Co,
// and the other dealer using Demo Blinds Co's ids. The expected answer comes from the route's access
// action and the domain's access table (the same table the screens read); a route that names no action
// fails here. Bad input is another test's business (the OpenAPI fuzz test): this one is about who.

import { readFileSync } from "node:fs";
import type { Me } from "@portal/contract";
import { type AccessAction, accessRules, can } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../demo/demo-users.ts";
import { createTestApp, type TestApp, type TestClient } from "../test/helper.ts";
import {
  createFixtures,
  type Fixtures,
  fillPath,
  uploads,
  validBodies,
} from "../test/kits/authorization-matrix.test-kit.ts";
import type { RouteAccess } from "./route.ts";

type RegisteredRoute = { method: string; url: string; access: RouteAccess | undefined };

/** The API documentation (OpenAPI and Swagger UI) is public and registered by its plugins. */
const isDocsRoute = (url: string): boolean => url === "/api/openapi.json" || url.startsWith("/api/docs");

const isAction = (access: RouteAccess | undefined): access is AccessAction =>
  access !== undefined && access !== "public" && Object.hasOwn(accessRules, access);

type Expected = "401" | "403" | "404" | "allowed";

type Caller = {
  name: string;
  client: TestClient;
  /** null: signed out. */
  me: Me | null;
  /** Uses another dealer's ids: every route that names one answers 404 when the table lets it through. */
  otherDealer: boolean;
};

function expectationFor(caller: Caller, route: RegisteredRoute & { access: AccessAction }): Expected {
  if (!caller.me) return "401";
  if (!can(caller.me, route.access)) return "403";
  if (caller.otherDealer && route.url.includes(":")) return "404";
  return "allowed";
}

describe("authorization matrix", () => {
  const routes: RegisteredRoute[] = [];
  let t: TestApp;
  let f: Fixtures;

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== "HEAD") routes.push({ method, url: route.url, access: route.config?.access });
        }
      },
    });
    f = await createFixtures(
      await t.signIn(demoUsers.admin.username, demoUsers.admin.password),
      await t.signIn(harbourAdmin.username, harbourAdmin.password),
      t.db,
    );
  });
  afterAll(() => t.close());

  const apiRoutes = () => routes.filter((route) => route.url.startsWith("/api/") && !isDocsRoute(route.url));

  it("finds every route, and each names an action of the access table or is public", () => {
    expect(apiRoutes().length).toBeGreaterThan(80);
    const unnamed = apiRoutes().filter((route) => route.access !== "public" && !isAction(route.access));
    expect(unnamed.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("answers public calls signed out without asking for a session", async () => {
    const anonymous = t.client();
    const failures: string[] = [];
    for (const route of apiRoutes().filter((candidate) => candidate.access === "public")) {
      const response = await anonymous.request({
        method: route.method as "GET",
        url: route.url,
        payload: {},
      });
      // A supplier system's calls want its API token instead: without one, 401.
      const wantsToken = route.url.startsWith("/api/supplier/");
      if (
        (wantsToken ? response.statusCode !== 401 : [401, 403].includes(response.statusCode)) ||
        response.statusCode >= 500
      ) {
        failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("is written down in docs/permissions.md: each action's rule and seeded users, each route's action", async () => {
    const doc = readFileSync(new URL("../../../../docs/permissions.md", import.meta.url), "utf8");
    const rows = doc
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim().replaceAll("`", "")),
      );
    const listed = (cell: string) => (cell === "–" ? [] : cell.split(", "));

    const actionRows = rows.filter((row) => row.length === 8);
    expect(
      Object.fromEntries(
        actionRows.map(([action = "", features = "", permissions = ""]) => [
          action,
          { features: listed(features), permissions: listed(permissions) },
        ]),
      ),
    ).toEqual(accessRules);

    const seeded = [demoUsers.admin, demoUsers.sales, demoUsers.dealsOnly, demoUsers.supplierRep];
    const mes = await Promise.all(
      seeded.map(
        async (user) => (await (await t.signIn(user.username, user.password)).get("/api/me")).json() as Me,
      ),
    );
    const ticks = (action: AccessAction) => mes.map((me) => (can(me, action) ? "✓" : "✗"));
    expect(actionRows.map((row) => [row[0], ...row.slice(3, 7)])).toEqual(
      Object.keys(accessRules).map((action) => [action, ...ticks(action as AccessAction)]),
    );

    const documented = rows
      .filter((row) => row.length === 2)
      .map(([route, action]) => `${route} → ${action}`);
    const registered = apiRoutes().map((route) => `${route.method} ${route.url} → ${route.access}`);
    expect(documented.toSorted()).toEqual(registered.toSorted());
  });

  // The other dealer goes first, while every fixture is as created; then each user of this dealer.
  it.each([
    ["anonymous", null],
    ["harbour (the other dealer, with Demo Blinds Co's ids)", harbourAdmin],
    ["supplier", demoUsers.supplierRep],
    ["dealsonly", demoUsers.dealsOnly],
    ["sales", demoUsers.sales],
    ["demo", demoUsers.admin],
  ] as const)("answers %s as the access table says on every route", async (name, user) => {
    const client = user ? await t.signIn(user.username, user.password) : t.client();
    const me = user ? ((await client.get("/api/me")).json() as Me) : null;
    const caller: Caller = { name, client, me, otherDealer: user === harbourAdmin };
    const failures: string[] = [];
    const tally: Record<Expected, number> = { "401": 0, "403": 0, "404": 0, allowed: 0 };
    const refusedActions = new Set<string>();
    for (const route of apiRoutes()) {
      if (!isAction(route.access)) continue;
      const expected = expectationFor(caller, { ...route, access: route.access });
      tally[expected] += 1;
      if (expected === "403") refusedActions.add(route.access);
      const key = `${route.method} ${route.url}`;
      const url = fillPath(route.url, f);
      const reachesUseCase = expected === "allowed" || expected === "404";
      const upload = uploads[key];
      const response =
        reachesUseCase && upload
          ? await client.request({ method: "POST", url, ...upload() })
          : route.method === "GET"
            ? await client.get(url)
            : await client.request({
                method: route.method as "POST",
                url,
                payload: reachesUseCase ? (validBodies[key]?.(f) ?? {}) : {},
              });
      const status = response.statusCode;
      const refused = status === 403 && response.json<{ code?: string }>().code === "FORBIDDEN";
      const ok =
        expected === "401"
          ? status === 401
          : expected === "403"
            ? refused
            : expected === "404"
              ? status === 404
              : status !== 401 && !refused && status < 500;
      if (!ok)
        failures.push(`${key} (${route.access}): expected ${expected}, got ${status} ${response.body}`);
    }
    expect(failures).toEqual([]);
    // Only the dealer's administrator may do everything its account's modules offer (Demo Blinds Co has
    // no legacy orders module); everyone else is refused somewhere.
    if (caller.me === null) expect(tally.allowed + tally["403"] + tally["404"]).toBe(0);
    else if (user === demoUsers.admin) expect([...refusedActions]).toEqual(["legacyOrders.view"]);
    else expect(tally["403"] + tally["404"]).toBeGreaterThan(0);
    expect(tally.allowed > 0).toBe(caller.me !== null);
  });
});
