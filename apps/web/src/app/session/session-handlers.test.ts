import { notifications } from "@mantine/notifications";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../shared/api-client/api-error.ts";
import { changeLanguage } from "../../shared/i18n/i18n.ts";
import { createSessionHandlers } from "./session-handlers.ts";

const router = { navigate: vi.fn(), state: { location: { pathname: "/dashboard", search: "" } } };

function shown(): { id?: string; message: unknown }[] {
  return vi
    .mocked(notifications.show)
    .mock.calls.map(([toast]) => ({ id: toast.id, message: toast.message }));
}

describe("session handlers' toasts", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    changeLanguage("en");
  });

  it("say what a refusal was, in the user's language, and keep the generic words for server faults", () => {
    vi.spyOn(notifications, "show").mockImplementation(() => "");
    const handlers = createSessionHandlers(new QueryClient(), router);
    handlers.onServerError(
      new ApiError({ kind: "http", status: 403, code: "FORBIDDEN", message: "This action is unauthorized." }),
    );
    changeLanguage("pl");
    handlers.onServerError(
      new ApiError({ kind: "http", status: 403, code: "DEAL_ARCHIVED", message: "This deal is archived…" }),
    );
    handlers.onServerError(new ApiError({ kind: "http", status: 503, message: "Service Unavailable" }));
    expect(shown()).toEqual([
      { id: "refusal-FORBIDDEN", message: "You don't have permission to do that." },
      { id: "refusal-DEAL_ARCHIVED", message: "Ta transakcja jest zarchiwizowana i nie można jej zmienić." },
      {
        id: "server-error",
        message: "Serwer ma problemy. Spróbuj ponownie później lub skontaktuj się z pomocą techniczną.",
      },
    ]);
  });
});
