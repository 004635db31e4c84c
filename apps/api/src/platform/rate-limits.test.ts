import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./rate-limits.ts";

describe("clientAddressKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:85a3:1234:1:2:3:4", "2001:db8:85a3:1234::/64"],
    ["2001:db8:85a3:1234:ffff:ffff:ffff:ffff", "2001:db8:85a3:1234::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0042::9", "2001:db8:0:42::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s counts as %s", (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});
