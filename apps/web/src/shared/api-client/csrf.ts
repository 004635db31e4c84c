import { csrfCookieName } from "@portal/contract";

/** The double-submit token the server put in a readable cookie. */
export function readCsrfToken(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === csrfCookieName) {
      const value = rest.join("=");
      return value ? decodeURIComponent(value) : null;
    }
  }
  return null;
}
