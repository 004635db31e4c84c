import { getAccountSettings, getMe, importWorkflow, login, updateMainCompany } from "@portal/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountSettingsFixture, meFixture } from "../../test/fixtures.ts";
import { mockApi } from "../../test/mock-api.ts";
import { refusalBody } from "../../test/refusals.ts";
import { callApi, configureApiClient } from "./api-client.ts";
import { ApiError } from "./api-error.ts";

const hooks = { onSessionLost: vi.fn(), onServerError: vi.fn() };
const companyBody = {
  company_name: "Acme",
  email: "a@acme.example",
  phone: "",
  address: null,
  account_email: "",
  order_confirmation_email: "",
};

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: tests plant the server's cookie by hand
  document.cookie = value;
}

beforeEach(() => {
  hooks.onSessionLost = vi.fn();
  hooks.onServerError = vi.fn();
  configureApiClient(hooks);
});
afterEach(() => configureApiClient({ onSessionLost: () => {}, onServerError: () => {} }));

describe("callApi", () => {
  it("sends cookies and answers the validated data", async () => {
    const { fetchMock } = mockApi({ "GET /me": { body: meFixture() } });
    await expect(callApi(getMe)).resolves.toMatchObject({ name: "Dana Dealer" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/me");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: "include", method: "GET" });
  });

  it("echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on every non-GET", async () => {
    setCookie("XSRF-TOKEN=tok%2Ben");
    const { requests } = mockApi({
      "GET /old/account-settings": { body: accountSettingsFixture() },
      "POST /old/account-settings/main-company": { body: { ok: true } },
    });
    await callApi(getAccountSettings);
    await callApi(updateMainCompany, { body: companyBody });
    expect(requests[0]?.headers.get("x-xsrf-token")).toBeNull();
    expect(requests[1]?.headers.get("x-xsrf-token")).toBe("tok+en");
    expect(requests[1]?.body).toEqual(companyBody);
  });

  it("fetches a token with a GET first when the browser has no CSRF cookie yet", async () => {
    setCookie("XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");
    const { requests } = mockApi({
      "GET /me": () => {
        setCookie("XSRF-TOKEN=fresh");
        return { status: 401, body: refusalBody("UNAUTHENTICATED") };
      },
      "POST /auth": { body: meFixture() },
    });
    await callApi(login, { body: { username: "demo", password: "demo1234" } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /me", "POST /auth"]);
    expect(requests[1]?.headers.get("x-xsrf-token")).toBe("fresh");
  });

  it("sends form data as multipart with the CSRF header, and validates the answer", async () => {
    const workflow = {
      id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
      name: "Imported",
      slug: "imported",
      isActive: true,
      isEditable: true,
      context: { statuses: [], flags: [], modules: [] },
    };
    const { requests } = mockApi({ "POST /workflows/schema/import": { body: workflow } });
    const formData = new FormData();
    formData.append("file", new File(['{"schemaVersion":1}'], "sales.json", { type: "application/json" }));

    await expect(callApi(importWorkflow, { formData })).resolves.toEqual(workflow);
    const sent = requests[0];
    expect(sent?.headers.get("x-xsrf-token")).toBe("t");
    // The browser sets multipart/form-data with its boundary; a JSON content type would break it.
    expect(sent?.headers.get("content-type")).toBeNull();
    const sentForm = sent?.body;
    expect(sentForm).toBeInstanceOf(FormData);
    expect(sentForm instanceof FormData ? sentForm.get("file") : null).toBeInstanceOf(File);
  });

  it("answers a multipart call's 422 with its field errors", async () => {
    mockApi({
      "POST /workflows/schema/import": {
        status: 422,
        body: refusalBody("VALIDATION_FAILED", { "statuses.0.phase": "INVALID_VALUE" }),
      },
    });
    const error = await callApi(importWorkflow, { formData: new FormData() }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      status: 422,
      code: "VALIDATION_FAILED",
      errors: { "statuses.0.phase": [{ code: "INVALID_VALUE" }] },
    });
    expect(hooks.onServerError).not.toHaveBeenCalled();
  });

  it("reports an answer that breaks the contract as an error", async () => {
    mockApi({ "GET /me": { body: { name: 42 } } });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = await callApi(getMe).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "invalid-response" });
  });

  it("parses error bodies into status, message and field errors", async () => {
    mockApi({
      "POST /old/account-settings/main-company": {
        status: 422,
        body: refusalBody("VALIDATION_FAILED", { email: "INVALID_EMAIL" }),
      },
    });
    const error = await callApi(updateMainCompany, { body: companyBody }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 422,
      code: "VALIDATION_FAILED",
      errors: { email: [{ code: "INVALID_EMAIL", message: "Please enter a valid email address" }] },
    });
    expect(hooks.onServerError).not.toHaveBeenCalled();
  });

  it.each([401, 419])(
    "hands a %s on a signed-in call to the session handler, without the server toast",
    async (status) => {
      mockApi({ "GET /old/account-settings": { status, body: refusalBody("UNAUTHENTICATED") } });
      await expect(callApi(getAccountSettings)).rejects.toMatchObject({ status });
      expect(hooks.onSessionLost).toHaveBeenCalledWith(status);
      expect(hooks.onServerError).not.toHaveBeenCalled();
    },
  );

  it("shows the server toast for a 500, but not for a wrong password (sign-in 400)", async () => {
    mockApi({
      "GET /old/account-settings": { status: 500, body: { message: "Server error." } },
      "POST /auth": { status: 400, body: refusalBody("LOGIN_FAILED") },
    });
    await expect(callApi(getAccountSettings)).rejects.toMatchObject({ status: 500 });
    expect(hooks.onServerError).toHaveBeenCalledTimes(1);
    await expect(callApi(login, { body: { username: "demo", password: "x" } })).rejects.toMatchObject({
      status: 400,
    });
    expect(hooks.onServerError).toHaveBeenCalledTimes(1);
    expect(hooks.onSessionLost).not.toHaveBeenCalled();
  });

  it("turns a request that never got an answer into a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(callApi(getMe)).rejects.toMatchObject({ kind: "network", status: null });
    expect(hooks.onServerError).not.toHaveBeenCalled();
  });
});
