import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoUsers } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";

const { admin, sales } = demoUsers;

function resetTokenFrom(text: string, publicUrl: string): string {
  const match = text.match(/(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/);
  expect(match?.[1]).toBe(publicUrl);
  return decodeURIComponent(match?.[2] ?? "");
}

describe("forgot and reset password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function requestLink(email: string): Promise<string> {
    const before = t.mail.length;
    const response = await t.client().post("/api/auth/forgot-password", { email });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    const message = t.mail.at(-1);
    expect(message?.to).toBe(email);
    return resetTokenFrom(message?.text ?? "", t.config.publicUrl);
  }

  it("emails a link; the new password works, the old one and the link do not, other sessions end", async () => {
    const elsewhere = await t.signIn(admin.username, admin.password);
    const token = await requestLink(admin.email);

    const reset = await t.client().post("/api/auth/reset-password", { token, password: "brand-new-pass" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    expect((await elsewhere.get("/api/me")).statusCode).toBe(401);
    const old = await t.client().post("/api/auth", { username: admin.username, password: admin.password });
    expect(old.statusCode).toBe(400);
    const fresh = await t
      .client()
      .post("/api/auth", { username: admin.username, password: "brand-new-pass" });
    expect(fresh.statusCode).toBe(200);

    const again = await t.client().post("/api/auth/reset-password", { token, password: "another-pass-1" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusal("RESET_FAILED"));
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const before = t.mail.length;
    const unknown = await t.client().post("/api/auth/forgot-password", { email: "nobody@nowhere.test" });
    const known = await t.client().post("/api/auth/forgot-password", { email: sales.email });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    expect(t.mail.at(-1)?.to).toBe(sales.email);
  });

  it("refuses a link older than one hour", async () => {
    const token = await requestLink(sales.email);
    t.clock.advance(61 * 60_000);
    const response = await t.client().post("/api/auth/reset-password", { token, password: "brand-new-pass" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal("RESET_FAILED"));
  });

  it("refuses a made-up token", async () => {
    const response = await t
      .client()
      .post("/api/auth/reset-password", { token: "made-up", password: "brand-new-pass" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal("RESET_FAILED"));
  });

  it("refuses a new password shorter than 8 characters with the spec's message", async () => {
    const response = await t
      .client()
      .post("/api/auth/reset-password", { token: "whatever", password: "short" });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(codesOf(response.json().errors)).toEqual({ password: ["TOO_SHORT"] });
  });

  it("checks the email format with the spec's messages", async () => {
    const empty = await t.client().post("/api/auth/forgot-password", { email: "" });
    expect(empty.statusCode).toBe(422);
    expect(codesOf(empty.json().errors).email).toEqual(["REQUIRED"]);
    const invalid = await t.client().post("/api/auth/forgot-password", { email: "not-an-email" });
    expect(invalid.statusCode).toBe(422);
    expect(codesOf(invalid.json().errors).email).toEqual(["INVALID_EMAIL"]);
  });
});

describe("the default mailer", () => {
  it("writes each message as an .eml file into DATA_DIR/outbox", async () => {
    const { mkdtemp, readdir, readFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { createMailer } = await import("../../platform/mail.ts");
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "portal-outbox-")), "outbox");
    const written: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: "Portal <no-reply@portal.test>",
      onWritten: (entry) => written.push(entry.file),
    });
    await mailer.send({
      to: "a@b.test",
      subject: "Reset your password",
      text: "Link: http://x/reset-password?token=abc",
    });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: a@b.test");
    expect(eml).toContain("Subject: Reset your password");
    expect(eml).toContain("reset-password?token=abc");
    expect(written).toHaveLength(1);
  });
});
