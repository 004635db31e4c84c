import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoUsers } from "../../demo/demo-users.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";

const { admin, sales, dealsOnly, supplierRep } = demoUsers;

function expect429(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}): void {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.json()).toEqual(refusal("TOO_MANY_REQUESTS"));
}

const signInFrom = (t: TestApp, address: string, username: string, password: string) =>
  t.client({ remoteAddress: address }).post("/api/auth", { username, password });

describe("sign-in failures per username and address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        signInFailuresPerUsernameAndAddress: 3,
        signInFailuresPerUsername: 100,
        signInFailuresPerAddress: 100,
      },
    });
  });
  afterAll(() => t.close());

  it("locks out only the address that failed 3 times: the real user elsewhere still signs in", async () => {
    for (let n = 0; n < 3; n += 1) {
      expect((await signInFrom(t, "10.0.0.1", admin.username, "wrong-password")).statusCode).toBe(400);
    }
    expect429(await signInFrom(t, "10.0.0.1", admin.username, admin.password));
    // Case does not give a fresh count.
    expect429(await signInFrom(t, "10.0.0.1", admin.username.toUpperCase(), admin.password));
    expect((await signInFrom(t, "10.0.0.2", admin.username, admin.password)).statusCode).toBe(200);
    // Another username from the locked address is unaffected.
    expect((await signInFrom(t, "10.0.0.1", sales.username, sales.password)).statusCode).toBe(200);
  });

  it("forgets an address's earlier typos once it signs in", async () => {
    for (let n = 0; n < 2; n += 1) {
      expect((await signInFrom(t, "10.0.0.3", dealsOnly.username, "typo")).statusCode).toBe(400);
    }
    expect((await signInFrom(t, "10.0.0.3", dealsOnly.username, dealsOnly.password)).statusCode).toBe(200);
    for (let n = 0; n < 2; n += 1) {
      expect((await signInFrom(t, "10.0.0.3", dealsOnly.username, "typo")).statusCode).toBe(400);
    }
    expect((await signInFrom(t, "10.0.0.3", dealsOnly.username, dealsOnly.password)).statusCode).toBe(200);
  });

  it("lets the address in again once the window has passed", async () => {
    t.clock.advance(t.config.limits.signInWindowMinutes * 60_000 + 1000);
    expect((await signInFrom(t, "10.0.0.1", admin.username, admin.password)).statusCode).toBe(200);
  });
});

describe("the per-username ceiling", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        signInFailuresPerUsernameAndAddress: 2,
        signInFailuresPerUsername: 5,
        signInFailuresPerAddress: 100,
      },
    });
  });
  afterAll(() => t.close());

  it("stops guesses spread over many addresses, for every address, until a password reset lifts it", async () => {
    // Two from one address (that pair is now locked too), then one each from three more.
    for (const address of ["10.2.0.1", "10.2.0.1", "10.2.0.2", "10.2.0.3", "10.2.0.4"]) {
      expect((await signInFrom(t, address, sales.username, "a-guess")).statusCode).toBe(400);
    }
    expect429(await signInFrom(t, "10.2.0.99", sales.username, sales.password));
    // Other usernames are not touched.
    expect((await signInFrom(t, "10.2.0.1", admin.username, admin.password)).statusCode).toBe(200);

    const before = t.mail.length;
    expect((await t.client().post("/api/auth/forgot-password", { email: sales.email })).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    const token = decodeURIComponent(
      t.mail.at(-1)?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "",
    );
    const reset = await t.client().post("/api/auth/reset-password", { token, password: "a-fresh-password" });
    expect(reset.statusCode).toBe(200);

    // Lifted for every address, the ones that were locked themselves included.
    expect((await signInFrom(t, "10.2.0.99", sales.username, "a-fresh-password")).statusCode).toBe(200);
    expect((await signInFrom(t, "10.2.0.1", sales.username, "a-fresh-password")).statusCode).toBe(200);
  });
});

describe("concurrent sign-in guesses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        signInFailuresPerUsernameAndAddress: 100,
        signInFailuresPerUsername: 3,
        signInFailuresPerAddress: 100,
      },
    });
  });
  afterAll(() => t.close());

  it("lets at most the limit through to the password check, however many arrive at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t
          .client({ remoteAddress: `10.1.0.${i + 1}` })
          .post("/api/auth", { username: sales.username, password: `guess-${i}` }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });
});

describe("sign-in failures per address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        signInFailuresPerUsernameAndAddress: 100,
        signInFailuresPerUsername: 100,
        signInFailuresPerAddress: 3,
      },
    });
  });
  afterAll(() => t.close());

  it("answers 429 once an address has failed 3 times, whatever the username", async () => {
    const address = "192.0.2.7";
    for (const username of [admin.username, sales.username, "nobody"]) {
      const response = await t
        .client({ remoteAddress: address })
        .post("/api/auth", { username, password: "wrong-password" });
      expect(response.statusCode).toBe(400);
    }
    expect429(
      await t
        .client({ remoteAddress: address })
        .post("/api/auth", { username: dealsOnly.username, password: dealsOnly.password }),
    );
    const elsewhere = await t.client({ remoteAddress: "192.0.2.8" }).post("/api/auth", {
      username: supplierRep.username,
      password: supplierRep.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("forgot and reset limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: { forgotPerEmail: 2, resetFailuresPerAddress: 2, authRequestsPerAddress: 6 },
    });
  });
  afterAll(() => t.close());

  it("limits forgot-password per email address", async () => {
    const ask = (address: string) =>
      t.client({ remoteAddress: address }).post("/api/auth/forgot-password", { email: sales.email });
    expect((await ask("198.51.100.1")).statusCode).toBe(200);
    expect((await ask("198.51.100.2")).statusCode).toBe(200);
    expect429(await ask("198.51.100.3"));
  });

  it("limits failed resets per address", async () => {
    const client = t.client({ remoteAddress: "198.51.100.20" });
    const attempt = () =>
      client.post("/api/auth/reset-password", { token: "guess", password: "brand-new-pass" });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    expect429(await attempt());
  });

  it("limits requests per address on each auth route", async () => {
    const client = t.client({ remoteAddress: "198.51.100.30" });
    const ask = (n: number) => client.post("/api/auth/forgot-password", { email: `person${n}@nowhere.test` });
    for (let n = 0; n < 6; n += 1) expect((await ask(n)).statusCode).toBe(200);
    expect429(await ask(6));
  });
});
