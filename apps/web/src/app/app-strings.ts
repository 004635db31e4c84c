// The signed-in app's words, beside the public pages' that every entry has (shared/i18n): the main
// entry imports this before it renders, so the lean public entry never carries them.

import en from "../locales/en.json";
import { addStrings } from "../shared/i18n/i18n.ts";

addStrings({ en, pl: async () => (await import("../locales/pl.json")).default });
