import { describe, expect, it, vi } from "vitest";
import { Translator } from "./translator.ts";

function translator() {
  const strings = new Translator<"en" | "pl">("en");
  strings.addStrings("en", {
    common: { cancel: "Cancel", hello: "Hello, {{name}}", total: "{{count}} of {{ total }}" },
    deals: { count_one: "{{count}} deal", count_other: "{{count}} deals", title: "Deals" },
    errors: { REQUIRED: "This field is required" },
    forms: { required: "$t(errors.REQUIRED)", loop: "$t(forms.loop)!" },
    onlyEnglish: "Only in English",
  });
  strings.addStrings("pl", {
    common: { cancel: "Anuluj", hello: "Cześć, {{name}}" },
    deals: { count_one: "{{count}} szansa", count_few: "{{count}} szanse", count_many: "{{count}} szans" },
    errors: { REQUIRED: "To pole jest wymagane" },
  });
  return strings;
}

describe("Translator", () => {
  it("reads nested keys with dots and fills the options' values", () => {
    const { t } = translator();
    expect(t("common.cancel")).toBe("Cancel");
    expect(t("common.hello", { name: "Alex" })).toBe("Hello, Alex");
    expect(t("common.total", { count: 3, total: 7 })).toBe("3 of 7");
  });

  it("leaves a placeholder the options lack as it is written", () => {
    expect(translator().t("common.hello")).toBe("Hello, {{name}}");
    expect(translator().t("common.hello", { other: 1 })).toBe("Hello, {{name}}");
  });

  it("chooses the plural form by the language's rules", () => {
    const strings = translator();
    expect(strings.t("deals.count", { count: 1 })).toBe("1 deal");
    expect(strings.t("deals.count", { count: 5 })).toBe("5 deals");
    expect(strings.t("deals.count", { count: 0 })).toBe("0 deals");
    strings.changeLanguage("pl");
    expect(strings.t("deals.count", { count: 1 })).toBe("1 szansa");
    expect(strings.t("deals.count", { count: 3 })).toBe("3 szanse");
    expect(strings.t("deals.count", { count: 5 })).toBe("5 szans");
    expect(strings.t("deals.count", { count: 22 })).toBe("22 szanse");
  });

  it("says what another key says where a string names it, in the same language", () => {
    const strings = translator();
    expect(strings.t("forms.required")).toBe("This field is required");
    strings.changeLanguage("pl");
    // Polish has no forms.required: the English string names errors.REQUIRED, read in Polish.
    expect(strings.t("forms.required")).toBe("To pole jest wymagane");
  });

  it("stops a string that names itself", () => {
    expect(translator().t("forms.loop")).toMatch(/^\$t\(forms\.loop\)(!)+$/);
  });

  it("reads a key the language lacks in English, and shows a key nobody has as itself", () => {
    const strings = translator();
    strings.changeLanguage("pl");
    expect(strings.t("onlyEnglish")).toBe("Only in English");
    expect(strings.t("deals.title")).toBe("Deals");
    expect(strings.t("missing.key")).toBe("missing.key");
    expect(strings.t("missing.key", { defaultValue: "" })).toBe("");
    expect(strings.exists("onlyEnglish")).toBe(true);
    expect(strings.exists("missing.key")).toBe(false);
    expect(strings.exists("common")).toBe(false);
  });

  it("reads a fixed language whatever the current one", () => {
    const strings = translator();
    expect(strings.getFixedT("pl")("common.cancel")).toBe("Anuluj");
    expect(strings.t("common.cancel")).toBe("Cancel");
  });

  it("adds strings over the same keys and tells its listeners of a change, not of a non-change", () => {
    const strings = translator();
    const listener = vi.fn();
    const unsubscribe = strings.subscribe(listener);
    const before = strings.getVersion();
    strings.addStrings("en", { common: { cancel: "Close" } });
    expect(strings.t("common.cancel")).toBe("Close");
    expect(strings.t("common.hello", { name: "Sam" })).toBe("Hello, Sam");
    strings.changeLanguage("en");
    expect(listener).toHaveBeenCalledTimes(1);
    strings.changeLanguage("pl");
    expect(listener).toHaveBeenCalledTimes(2);
    expect(strings.getVersion()).toBe(before + 2);
    unsubscribe();
    strings.changeLanguage("en");
    expect(listener).toHaveBeenCalledTimes(2);
    expect(strings.hasStrings("pl")).toBe(true);
    expect(new Translator<"en" | "pl">("en").hasStrings("pl")).toBe(false);
  });
});
