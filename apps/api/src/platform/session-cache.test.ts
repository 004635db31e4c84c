import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";
import type { Auth } from "./session-store.ts";

const auth = (sessionId: string, employeeId: number, accountId: string): Auth => ({
  sessionId,
  accountId,
  employeeId,
  employeeType: "DEFAULT",
  flags: [],
  modules: ["DEALS"],
  toggles: { personnel: false, manufacturer_private_orders: false },
  permissions: ["deals"],
});
const entry = (a: Auth, readAt = 0) => ({ auth: a, lastSeenAt: readAt, expiresAt: readAt + 1e9, readAt });

describe("session cache", () => {
  it("keeps nothing while the change feed is down", () => {
    const cache = createSessionCache();
    cache.set("s1", entry(auth("s1", 1, "A")));
    expect(cache.get("s1", 0)).toBeUndefined();
    cache.setListening(true);
    cache.set("s1", entry(auth("s1", 1, "A")));
    expect(cache.get("s1", 0)?.auth.employeeId).toBe(1);
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.get("s1", 0)).toBeUndefined();
  });

  it("forgets a session, an employee's sessions, or an account's, as the database announces", () => {
    const cache = createSessionCache();
    cache.setListening(true);
    cache.set("s1", entry(auth("s1", 1, "A")));
    cache.set("s2", entry(auth("s2", 1, "A")));
    cache.set("s3", entry(auth("s3", 2, "A")));
    cache.set("s4", entry(auth("s4", 3, "B")));
    cache.forget("s:s1");
    expect(cache.get("s1", 0)).toBeUndefined();
    expect(cache.get("s2", 0)).toBeDefined();
    cache.forget("e:1");
    expect(cache.get("s2", 0)).toBeUndefined();
    expect(cache.get("s3", 0)).toBeDefined();
    cache.forget("a:A");
    expect(cache.get("s3", 0)).toBeUndefined();
    expect(cache.get("s4", 0)?.auth.accountId).toBe("B");
  });

  it("reads an old entry again, bounds its size, and hands out frozen answers", () => {
    const cache = createSessionCache({ maxEntries: 2, maxAgeMs: 1000 });
    cache.setListening(true);
    cache.set("s1", entry(auth("s1", 1, "A")));
    expect(cache.get("s1", 1001)).toBeUndefined();
    cache.set("s1", entry(auth("s1", 1, "A")));
    cache.set("s2", entry(auth("s2", 2, "A")));
    cache.set("s3", entry(auth("s3", 3, "A")));
    expect(cache.get("s1", 0)).toBeUndefined();
    const kept = cache.get("s3", 0)?.auth;
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept?.permissions)).toBe(true);
  });
});
