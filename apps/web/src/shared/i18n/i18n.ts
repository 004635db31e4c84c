import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../locales/en.json";
import pl from "../../locales/pl.json";

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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, pl: { translation: pl } },
  lng: storedLanguage(),
  fallbackLng: "en",
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // ignore
  }
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === "pl" ? "pl" : "en";
}
