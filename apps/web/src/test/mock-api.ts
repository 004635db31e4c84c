// A fake `fetch` answering by "METHOD /path" (path without the /api base and without the query).
import { vi } from "vitest";

export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockRequest = { method: string; path: string; url: URL; headers: Headers; body: unknown };
export type MockHandler = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

export function mockApi(handlers: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/api/, "");
    const headers = new Headers(init?.headers);
    // JSON bodies arrive parsed; multipart bodies as the FormData that was sent.
    const body =
      typeof init?.body === "string"
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    const request = { method, path, url, headers, body };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ message: "Not found." }), { status: 404 });
    const answer = typeof handler === "function" ? await handler(request) : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, requests };
}
