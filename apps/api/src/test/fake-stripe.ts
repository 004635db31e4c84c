// A local HTTP server that speaks the part of Stripe's REST API the portal uses (Checkout Sessions:
// create, retrieve, expire), in Stripe's shapes, so the Stripe adapter is tested with no network.
// It records every request (headers included) and can complete a session as a customer would.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form-encoded body, flattened (`line_items[0][price_data][unit_amount]` → "30000"). */
  form: Record<string, string>;
};

export type FakeSession = {
  id: string;
  object: "checkout.session";
  client_secret: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Record<string, string>;
  mode: "payment";
  ui_mode: string;
  return_url: string;
  /** Which Connect account it was made on (the Stripe-Account header). */
  account: string | null;
};

export type FakeStripe = {
  url: string;
  requests: FakeRequest[];
  sessions: Map<string, FakeSession>;
  /** The customer paid: the session completes. */
  complete: (sessionId: string) => FakeSession;
  close: () => Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  // Stripe answers a repeated idempotency key with the first answer.
  const replies = new Map<string, FakeSession>();

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: request.method ?? "GET", path: url.pathname, headers: request.headers, form });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      response.end(JSON.stringify(value));
    };
    const missing = () =>
      send(404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: "No such checkout.session",
        },
      });
    const account =
      typeof request.headers["stripe-account"] === "string" ? request.headers["stripe-account"] : null;

    if (request.headers.authorization !== "Bearer sk_test_fake") {
      send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const key = String(request.headers["idempotency-key"] ?? "");
      const earlier = key ? replies.get(key) : undefined;
      if (earlier) {
        send(200, earlier);
        return;
      }
      const session: FakeSession = {
        id: id("cs_test"),
        object: "checkout.session",
        client_secret: id("cs_test_secret"),
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(form["line_items[0][price_data][unit_amount]"] ?? 0),
        currency: form["line_items[0][price_data][currency]"] ?? "",
        customer_email: form.customer_email ?? null,
        customer_details: null,
        metadata: { paymentId: form["metadata[paymentId]"] ?? "" },
        mode: "payment",
        ui_mode: form.ui_mode ?? "",
        return_url: form.return_url ?? "",
        account,
      };
      sessions.set(session.id, session);
      if (key) replies.set(key, session);
      send(200, session);
      return;
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match ? sessions.get(decodeURIComponent(match[1] ?? "")) : undefined;
    // A session exists only on the account it was made on.
    if (!match || !session || session.account !== account) {
      missing();
      return;
    }
    if (request.method === "GET" && !match[2]) {
      send(200, session);
      return;
    }
    if (request.method === "POST" && match[2]) {
      if (session.status !== "open") {
        send(400, {
          error: {
            type: "invalid_request_error",
            message: `Only open sessions can be expired (${session.status}).`,
          },
        });
        return;
      }
      session.status = "expired";
      send(200, session);
      return;
    }
    missing();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    complete: (sessionId) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.customer_details = { email: session.customer_email };
      return session;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
