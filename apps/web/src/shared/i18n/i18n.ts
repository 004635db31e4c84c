import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../locales/en.json";

export const languages = ["en", "pl"] as const;
export type Language = (typeof languages)[number];

const storageKey = "portal.language";

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(storageKey);
    return value === "pl" ? "pl" : "en";
  } catch {
    return "en";
  }
}

export const i18n: I18n = i18next.createInstance();

// English is bundled and ready at once (initAsync: false); Polish is a chunk of its own, loaded
// before it is used (see `i18nReady` and `changeLanguage`).
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Loads a language's strings (English is always there); resolves once `i18n` has them. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  if (language === "pl") {
    const pl = (await import("../../locales/pl.json")).default;
    i18n.addResourceBundle("pl", "translation", pl);
  }
}

function applyLanguage(language: Language): Promise<unknown> {
  const switched = i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return switched;
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
  if (i18n.hasResourceBundle(language, "translation")) return applyLanguage(language).then(() => {});
  return loadLanguage(language).then(async () => {
    // A later choice made while this one loaded wins.
    if (requested === language) await applyLanguage(language);
  });
}

let requested: Language = "en";

/** Resolves once the stored language is loaded and on: the app renders after it. */
export const i18nReady: Promise<void> =
  storedLanguage() === "en" ? Promise.resolve() : changeLanguage(storedLanguage());

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === "pl" ? "pl" : "en";
}
