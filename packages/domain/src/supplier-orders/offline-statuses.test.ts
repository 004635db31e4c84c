import { describe, expect, it } from "vitest";
import {
  isCompleteOfflineStatusOrder,
  isOfflineStatusNameTaken,
  offlineStatusArchiveProblem,
  offlineStatusRenameProblem,
} from "./offline-statuses.ts";

const confirmed = { id: "a", name: "Confirmed", isArchived: false };
const dispatched = { id: "b", name: "Dispatched", isArchived: false };
const old = { id: "c", name: "On the truck", isArchived: true };
const statuses = [confirmed, dispatched, old];

describe("offline status names", () => {
  it.each([
    ["Confirmed", null, true],
    ["  confirmed ", null, true],
    ["DISPATCHED", null, true],
    ["Confirmed", "a", false],
    ["In production", null, false],
    ["on the truck", null, false],
  ])("%j (renaming %s) is taken: %s", (name, exceptId, taken) => {
    expect(isOfflineStatusNameTaken(name, statuses, exceptId)).toBe(taken);
  });

  it("refuses to rename an archived status only", () => {
    expect(offlineStatusRenameProblem(confirmed)).toBeNull();
    expect(offlineStatusRenameProblem(old)).toBe("OFFLINE_STATUS_ARCHIVED");
  });
});

describe("archiving", () => {
  it("keeps at least one active status, and archiving twice is harmless", () => {
    expect(offlineStatusArchiveProblem(confirmed, statuses)).toBeNull();
    expect(offlineStatusArchiveProblem(confirmed, [confirmed, old])).toBe("OFFLINE_STATUS_LAST_ACTIVE");
    expect(offlineStatusArchiveProblem(old, [confirmed, old])).toBeNull();
  });
});

describe("a new order", () => {
  it("lists every active status once and nothing else", () => {
    expect(isCompleteOfflineStatusOrder(["b", "a"], statuses)).toBe(true);
    expect(isCompleteOfflineStatusOrder(["a"], statuses)).toBe(false);
    expect(isCompleteOfflineStatusOrder(["a", "b", "c"], statuses)).toBe(false);
    expect(isCompleteOfflineStatusOrder(["a", "a"], [confirmed])).toBe(false);
  });
});
