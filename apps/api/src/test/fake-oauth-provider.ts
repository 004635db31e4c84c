// A local OAuth 2.0 provider for tests: it "approves" an authorize URL as a person would (issuing a
// code bound to the URL's PKCE challenge and redirect URI), and serves the token and userinfo
// endpoints, refusing a code whose verifier, client or redirect URI does not match. The client
// authenticates as RFC 6749 §2.3.1 says every server must accept: HTTP Basic (or, as it also allows, the
// id and secret in the form). Every request is recorded.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { OAuthClientConfig } from "../config.ts";

export type FakeOAuthRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: Record<string, string>;
};

type IssuedCode = { challenge: string; redirectUri: string; email: string };

export type FakeOAuthProvider = {
  /** The client config that points the portal at this provider. */
  client: OAuthClientConfig;
  requests: FakeOAuthRequest[];
  /** Tokens it answered, so a test can look for them in the database. */
  issued: Array<{ accessToken: string; refreshToken: string }>;
  /** The person approves at the provider: answers the code the provider would redirect back with. */
  approve: (authorizeUrl: string, email?: string) => string;
  /** Userinfo answers no email (the id_token still carries it). */
  userinfoWithoutEmail: boolean;
  close: () => Promise<void>;
};

const random = () => randomBytes(16).toString("hex");

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** The client id and secret a request authenticates with: its Basic credentials, else its form's. */
function clientCredentials(request: IncomingMessage, form: Record<string, string>) {
  const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  if (!basic) return { id: form.client_id, secret: form.client_secret };
  const [id, ...secret] = Buffer.from(basic, "base64").toString("utf8").split(":");
  return { id, secret: secret.join(":") };
}

const unsignedIdToken = (claims: object) =>
  [{ alg: "none" }, claims, {}]
    .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
    .join(".");

/** `port` 0 (the default) takes a free one; a fixed one lets a server be configured before it starts. */
export async function startFakeOAuthProvider(port = 0): Promise<FakeOAuthProvider> {
  const requests: FakeOAuthRequest[] = [];
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, string>();
  const issued: FakeOAuthProvider["issued"] = [];
  const clientId = "fake-client-id";
  const clientSecret = "fake-client-secret";

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: request.method ?? "GET", path: url.pathname, headers: request.headers, form });
    const answer = (status: number, json: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };

    if (request.method === "POST" && url.pathname === "/token") {
      const issuedCode = codes.get(form.code ?? "");
      codes.delete(form.code ?? "");
      const verifierMatches =
        issuedCode !== undefined &&
        createHash("sha256")
          .update(form.code_verifier ?? "")
          .digest("base64url") === issuedCode.challenge;
      const credentials = clientCredentials(request, form);
      if (
        form.grant_type !== "authorization_code" ||
        credentials.id !== clientId ||
        credentials.secret !== clientSecret ||
        !issuedCode ||
        form.redirect_uri !== issuedCode.redirectUri ||
        !verifierMatches
      ) {
        answer(400, { error: "invalid_grant" });
        return;
      }
      const tokens = { accessToken: `fake-access-${random()}`, refreshToken: `fake-refresh-${random()}` };
      issued.push(tokens);
      accessTokens.set(tokens.accessToken, issuedCode.email);
      answer(200, {
        token_type: "Bearer",
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        expires_in: 3599,
        id_token: unsignedIdToken({ sub: random(), email: issuedCode.email }),
      });
      return;
    }
    // A browser sent to the provider: approved at once, back to the portal with a code (or, with
    // `?deny=1` on the authorize URL, with access_denied).
    if (request.method === "GET" && url.pathname === "/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      if (url.searchParams.get("deny") === "1") back.searchParams.set("error", "access_denied");
      else back.searchParams.set("code", fake.approve(url.toString()));
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (request.method === "GET" && url.pathname === "/userinfo") {
      const token = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const email = accessTokens.get(token);
      if (!email) {
        answer(401, { error: "invalid_token" });
        return;
      }
      answer(200, fake.userinfoWithoutEmail ? { sub: "someone" } : { sub: "someone", email });
      return;
    }
    answer(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeOAuthProvider = {
    client: {
      clientId,
      clientSecret,
      authorizeUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      userinfoUrl: `${base}/userinfo`,
      scopes: "openid email calendar",
    },
    requests,
    issued,
    userinfoWithoutEmail: false,
    approve: (authorizeUrl, email = "jo.calendar@example.com") => {
      const params = new URL(authorizeUrl).searchParams;
      if (params.get("client_id") !== clientId || params.get("code_challenge_method") !== "S256") {
        throw new Error("the provider would refuse this authorize request");
      }
      const code = `fake-code-${random()}`;
      codes.set(code, {
        challenge: params.get("code_challenge") ?? "",
        redirectUri: params.get("redirect_uri") ?? "",
        email,
      });
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}
