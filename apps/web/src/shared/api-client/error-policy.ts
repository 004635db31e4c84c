// Which failed requests show the generic server-error toast (spec 001 §8).

import type { HttpMethod } from "@portal/contract";

/** Statuses handled elsewhere: 401/419 end the session, 422 field errors go to the form. */
const handledElsewhere = new Set([401, 419, 422]);

export function shouldToastServerError(request: {
  method: HttpMethod;
  path: string;
  status: number;
}): boolean {
  if (handledElsewhere.has(request.status)) return false;
  // A missing or forbidden thing the page asked for: the page shows its not-found view instead.
  if (request.method === "GET" && (request.status === 403 || request.status === 404)) return false;
  // A stale deal change is not an error (spec 000 §4 Deal): the board shows its own toast.
  if (request.status === 409 && request.path.startsWith("/deals/")) return false;
  // A stale quote change shows the spec's own toast on the quote page, which then refetches.
  if (
    request.status === 409 &&
    (request.path.startsWith("/quotes/") || request.path.startsWith("/order-lines/"))
  )
    return false;
  // A purchase order's refusal (read-only, not the newest revision…) or stale change: the order page words it.
  if (request.status === 409 && request.path.startsWith("/purchase-orders/")) return false;
  // The quote PDFs answer 501 'Template Not Configured', shown by the page.
  if (request.status === 501 && request.path.startsWith("/quotes/")) return false;
  // Checkout pages show their own error views.
  if (request.path.startsWith("/public/payment") || request.path.startsWith("/public/test-checkout"))
    return false;
  // A wrong password is a form message on the login page, not a server problem.
  if (request.method === "POST" && request.path === "/auth" && request.status === 400) return false;
  return true;
}
