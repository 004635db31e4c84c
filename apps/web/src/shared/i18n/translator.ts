// The portal's strings by key, in the locale files' format (i18next's JSON v4): nested keys read with
// dots, `{{name}}` filled from the options, plural forms as `key_one`, `key_few`, `key_many`,
// `key_other` chosen by `count` with the language's Intl.PluralRules, and `$t(other.key)` for a string
// that says what another one says. A key a language lacks is read in English; a key nobody has is
// shown as itself.
//
// It replaces i18next and react-i18next (issue 37): the two were 18 kB gzip of every page's first
// JavaScript, of which the portal used the part above, and reading a string through them cost a
// signed-in page's first render about 15 ms of a desktop's CPU, four times that on a phone.

export type TOptions = {
  /** Chooses the plural form, and fills `{{count}}`. */
  count?: number;
  /** Said when no language has the key. */
  defaultValue?: string;
  [name: string]: unknown;
};

export type TFunction = (key: string, options?: TOptions) => string;

type Strings = { [key: string]: unknown };

const fallbackLanguage = "en";
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const nested = /\$t\(([\w.-]+)\)/g;
/** How deep `$t(…)` may go: a string that names itself stops there. */
const nestingLimit = 5;

export class Translator<Language extends string = string> {
  /** The language strings are read in. */
  language: Language;
  /** Each language's strings, flattened to their dotted keys. */
  private readonly strings = new Map<string, Map<string, string>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  /** Grows whenever what `t` says may have changed: the language, or strings added. */
  private version = 0;

  constructor(language: Language) {
    this.language = language;
  }

  /** The string for `key` in the current language. */
  readonly t: TFunction = (key, options) => this.translate(this.language, key, options, 0);

  /** A `t` that reads `language` whatever the current one is. */
  getFixedT(language: Language): TFunction {
    return (key, options) => this.translate(language, key, options, 0);
  }

  /** Whether some language on the way (the current one, then English) has `key`. */
  exists(key: string): boolean {
    return this.lookup(this.language, key, undefined) !== undefined;
  }

  /** Adds `strings` to a language's, over any it already has under the same keys. */
  addStrings(language: Language, strings: Strings): void {
    let flat = this.strings.get(language);
    if (!flat) {
      flat = new Map();
      this.strings.set(language, flat);
    }
    flatten(strings, "", flat);
    this.changed();
  }

  hasStrings(language: Language): boolean {
    return this.strings.has(language);
  }

  changeLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** Calls `listener` whenever the language changes or strings are added (for useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private translate(language: string, key: string, options: TOptions | undefined, depth: number): string {
    const found = this.lookup(language, key, options?.count) ?? options?.defaultValue;
    if (found === undefined) return key;
    const filled = options && found.includes("{{") ? interpolate(found, options) : found;
    if (depth >= nestingLimit || !filled.includes("$t(")) return filled;
    return filled.replace(nested, (_, inner: string) => this.translate(language, inner, options, depth + 1));
  }

  private lookup(language: string, key: string, count: number | undefined): string | undefined {
    for (const code of language === fallbackLanguage ? [language] : [language, fallbackLanguage]) {
      const flat = this.strings.get(code);
      if (!flat) continue;
      if (typeof count === "number") {
        const plural = flat.get(`${key}_${this.pluralForm(code, count)}`);
        if (plural !== undefined) return plural;
      }
      const found = flat.get(key);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  private pluralForm(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}

function flatten(strings: Strings, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else if (value && typeof value === "object") flatten(value as Strings, `${prefix}${key}.`, into);
  }
}

/** Fills each `{{name}}` the options have; one they lack stays as it is written. */
function interpolate(text: string, options: TOptions): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
