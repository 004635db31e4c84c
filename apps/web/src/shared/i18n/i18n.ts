import { errorWords } from "@portal/messages";
import publicStrings from "../../locales/en.public.json";
import { Translator } from "./translator.ts";

export const languages = ["en", "pl"] as const;
export type Language = (typeof languages)[number];

const storageKey = "portal.language";

/**
 * The language to start in: the one last chosen here, else the first of the browser's languages the
 * portal speaks (a pl-PL browser opens in Polish), else English.
 */
export function initialLanguage(stored: string | null, browser: readonly string[]): Language {
  if (stored === "pl" || stored === "en") return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "pl" || base === "en") return base;
  }
  return "en";
}

function storedLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // no storage: the browser's language
  }
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return initialLanguage(stored, browser);
}

export const i18n = new Translator<Language>("en");

/** The language last chosen (a later choice wins over one still loading). */
let requested: Language = "en";

/**
 * The public pages' English: the locale file's, with the error codes' words, which the API shares. What
 * a code says is asked for as `errors.<code>`; a string whose Polish says it in other words has the
 * code's English (`$t(errors.INVALID)`).
 */
const en = { ...publicStrings, errors: { ...errorWords, ...publicStrings.errors } };

// The strings come in two parts: the public pages' (sign-in, reset, checkout, errors: every entry
// needs them) and the signed-in app's, which its entry adds (`addStrings`), so a customer's phone
// never loads the app's words. English is bundled and ready at once; Polish is a chunk of its own per
// part, loaded before it is used (see `i18nReady` and `changeLanguage`).
i18n.addStrings("en", en);

type Strings = Record<string, unknown>;
type StringsPart = { en: Strings; pl: () => Promise<Strings> };

const parts: StringsPart[] = [{ en, pl: async () => (await import("../../locales/pl.public.json")).default }];
/** Each part's load per language (`pl:1`), and the parts that are in. */
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>(["en:0"]);

/** Adds a part of the strings (the signed-in app's): English at once, Polish when it is chosen. */
export function addStrings(part: StringsPart): void {
  parts.push(part);
  i18n.addStrings("en", part.en);
  loaded.add(`en:${parts.length - 1}`);
  // Polish already chosen: this part follows as soon as it has loaded.
  if (requested === "pl") void loadLanguage("pl");
}

/** Loads a language's strings, every part of them (English is always there); resolves once `i18n` has them. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === "en") return;
  await Promise.all(
    parts.map((part, index) => {
      const key = `${language}:${index}`;
      let load = loading.get(key);
      if (!load) {
        load = part.pl().then((strings) => {
          i18n.addStrings(language, strings);
          loaded.add(key);
        });
        loading.set(key, load);
      }
      return load;
    }),
  );
}

/** Whether every part of a language's strings is in. */
function hasLanguage(language: Language): boolean {
  return parts.every((_, index) => loaded.has(`${language}:${index}`));
}

function applyLanguage(language: Language): void {
  i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Stores and switches to `language`. With its strings already loaded the switch is synchronous (the
 * returned promise only reports it); otherwise they load first.
 */
export function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // ignore
  }
  requested = language;
  if (hasLanguage(language)) {
    applyLanguage(language);
    return Promise.resolve();
  }
  return loadLanguage(language).then(() => {
    // A later choice made while this one loaded wins.
    if (requested === language) applyLanguage(language);
  });
}

/** Resolves once the stored language is loaded and on: the app renders after it. */
export const i18nReady: Promise<void> =
  storedLanguage() === "en" ? Promise.resolve() : changeLanguage(storedLanguage());

export function currentLanguage(): Language {
  return i18n.language;
}
