// Error answers as the API sends them (`{ message, code, errors? }`), for mocked calls.
import type { ErrorBody } from "@portal/contract";
import en from "../locales/en.public.json";

const english = en.errors as Record<string, string>;

/** The body of a refusal with this code; `fields` gives field errors as path → code. */
export function refusalBody(code: string, fields?: Record<string, string>): ErrorBody {
  const body: ErrorBody = { message: english[code] ?? code, code };
  if (fields) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([path, fieldCode]) => [
        path,
        [{ code: fieldCode, message: english[fieldCode] ?? fieldCode }],
      ]),
    );
  }
  return body;
}
