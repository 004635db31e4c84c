import { errorCodes } from "@portal/contract";
import { errorWords } from "@portal/messages";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../locales/en.public.json";
import pl from "../../locales/pl.public.json";
import { changeLanguage, i18n } from "../i18n/i18n.ts";
import { ApiError } from "./api-error.ts";
import { errorText, fieldErrorText, firstFieldErrorText } from "./error-text.ts";

describe("error words", () => {
  afterEach(() => changeLanguage("en"));

  it("has words for every code the API can answer, in both languages", () => {
    const codes = [...errorCodes, "NETWORK_ERROR", "INVALID_RESPONSE"];
    // English as the app has it: the codes' words from @portal/messages beside the locale file's.
    expect(i18n.language).toBe("en");
    expect(codes.filter((code) => !i18n.exists(`errors.${code}`))).toEqual([]);
    const polish = pl.errors as Record<string, string>;
    expect(codes.filter((code) => !polish[code])).toEqual([]);
  });

  it("words a refusal and its field errors in the chosen language, with their values", () => {
    const refused = new ApiError({
      kind: "http",
      status: 422,
      message: "The given data was invalid.",
      code: "VALIDATION_FAILED",
      errors: {
        name: [{ code: "TOO_LONG", message: "Must be at most 80 characters long.", params: { maximum: 80 } }],
      },
    });
    expect(firstFieldErrorText(refused)).toBe("Must be at most 80 characters long.");
    changeLanguage("pl");
    expect(firstFieldErrorText(refused)).toBe("Dozwolone najwyżej 80 znaków.");
    expect(errorText(refused)).toBe(
      "Część danych jest nieprawidłowa. Sprawdź wszystkie pola i spróbuj ponownie.",
    );
  });

  it("falls back to generic words for a code it does not know, never the API's English", () => {
    const newer = new ApiError({ kind: "http", status: 403, message: "Some English", code: "NEWER_CODE" });
    expect(errorText(newer)).toBe(en.errors.genericMessage);
    expect(fieldErrorText({ code: "NEWER_CODE", message: "Some English" })).toBe(errorWords.INVALID);
    expect(errorText(new Error("boom"))).toBe(en.errors.genericMessage);
  });

  it("says a lost connection is a connection problem", () => {
    const offline = new ApiError({ kind: "network", status: null, message: "Network request failed" });
    expect(errorText(offline)).toBe(en.errors.NETWORK_ERROR);
  });
});
