// Error answers as the API sends them (`{ message, code, errors? }`), for mocked calls.
import { type ErrorBody, isErrorCode } from "@portal/contract";
import { englishMessage } from "@portal/messages";

/** The API's English for a code; a code the API does not know (a newer one) is its own message. */
const messageOf = (code: string) => (isErrorCode(code) ? englishMessage(code) : code);

/** The body of a refusal with this code; `fields` gives field errors as path → code. */
export function refusalBody(code: string, fields?: Record<string, string>): ErrorBody {
  const body: ErrorBody = { message: messageOf(code), code };
  if (fields) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([path, fieldCode]) => [
        path,
        [{ code: fieldCode, message: messageOf(fieldCode) }],
      ]),
    );
  }
  return body;
}
