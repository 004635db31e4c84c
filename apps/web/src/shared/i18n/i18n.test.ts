import { errorWords } from "@portal/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import appEnglish from "../../locales/en.json";
import publicEnglish from "../../locales/en.public.json";
import { initialLanguage } from "./i18n.ts";

// A fresh copy of the module: the test setup has already loaded Polish into the shared one.
async function freshI18n() {
  vi.resetModules();
  return import("./i18n.ts");
}

describe("i18n", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("has English at once and loads Polish only when it is chosen", async () => {
    const { i18n, changeLanguage, currentLanguage, i18nReady } = await freshI18n();
    await i18nReady;
    expect(i18n.t("common.cancel")).toBe("Cancel");
    expect(i18n.hasStrings("pl")).toBe(false);

    await changeLanguage("pl");
    expect(i18n.t("common.cancel")).toBe("Anuluj");
    expect(currentLanguage()).toBe("pl");
    expect(document.documentElement.lang).toBe("pl");
    expect(localStorage.getItem("portal.language")).toBe("pl");
  });

  it("loads a stored Polish before the app renders", async () => {
    localStorage.setItem("portal.language", "pl");
    const { i18n, i18nReady, currentLanguage } = await freshI18n();
    await i18nReady;
    expect(currentLanguage()).toBe("pl");
    expect(i18n.t("common.cancel")).toBe("Anuluj");
  });

  it("adds the app's strings to the public pages' in both languages, Polish once it is chosen", async () => {
    const { i18n, addStrings, changeLanguage } = await freshI18n();
    let polishLoads = 0;
    addStrings({
      en: { extra: { word: "Payments" } },
      pl: async () => {
        polishLoads += 1;
        return { extra: { word: "Płatności" } };
      },
    });
    expect(i18n.t("extra.word")).toBe("Payments");
    expect(i18n.t("common.cancel")).toBe("Cancel");
    expect(polishLoads).toBe(0);
    await Promise.all([changeLanguage("pl"), changeLanguage("pl")]);
    expect(i18n.t("extra.word")).toBe("Płatności");
    expect(i18n.t("common.cancel")).toBe("Anuluj");
    expect(polishLoads).toBe(1);
  });

  it("keeps the last choice when an earlier one is still loading", async () => {
    const { changeLanguage, currentLanguage } = await freshI18n();
    const toPolish = changeLanguage("pl");
    await changeLanguage("en");
    await toPolish;
    expect(currentLanguage()).toBe("en");
    expect(localStorage.getItem("portal.language")).toBe("en");
  });
});

describe("the English of error codes", () => {
  it("is @portal/messages', also where a string restates a code", async () => {
    const { i18n, i18nReady } = await freshI18n();
    await i18nReady;
    expect(i18n.t("errors.REQUIRED")).toBe("This field is required");
    expect(i18n.t("forms.invalid")).toBe("Please enter a valid value");
    expect(i18n.t("errors.genericTitle")).toBe("Sorry, something went wrong");
  });

  it("names only codes that have words", () => {
    const named = [JSON.stringify(appEnglish), JSON.stringify(publicEnglish)].flatMap((text) =>
      [...text.matchAll(/\$t\(errors\.(\w+)\)/g)].map((match) => match[1] ?? ""),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((code) => !(code in errorWords))).toEqual([]);
  });
});

describe("initialLanguage", () => {
  it.each<[string | null, string[], string]>([
    [null, ["pl-PL", "en-US"], "pl"],
    [null, ["pl"], "pl"],
    [null, ["de-DE", "pl-PL"], "pl"],
    [null, ["en-AU", "pl-PL"], "en"],
    [null, ["de-DE"], "en"],
    [null, [], "en"],
    // A choice made here wins over the browser's.
    ["en", ["pl-PL"], "en"],
    ["pl", ["en-US"], "pl"],
    ["xx", ["pl-PL"], "pl"],
  ])("stored %j, browser %j → %s", (stored, browser, expected) => {
    expect(initialLanguage(stored, browser)).toBe(expected);
  });
});
