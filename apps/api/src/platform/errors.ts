// One error shape for every answer: `{ message, code, errors? }` (ARCHITECTURE.md "HTTP API"). A
// refusal is a code, answered with the status the contract's table gives it (answerStatuses); the
// English words come from @portal/messages, the user's words from the web app.
import {
  type AnswerCode,
  answerStatuses,
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
  type FieldError,
  type FieldProblem,
  fieldProblemOf,
} from "@portal/contract";
import { englishMessage } from "@portal/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** Field problems by the field's path: a code, a problem with parameters, or several. */
export type FieldProblems = Record<string, ErrorCode | FieldProblem | readonly (ErrorCode | FieldProblem)[]>;

/** A refusal: its code, and the status that code is answered with. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, FieldError[]>;

  constructor(
    readonly code: AnswerCode,
    options: { errors?: FieldProblems; params?: ErrorParams; retryAfter?: number } = {},
  ) {
    super(englishMessage(code, options.params));
    this.name = "AppError";
    this.statusCode = answerStatuses[code];
    this.params = options.params;
    this.retryAfter = options.retryAfter;
    if (options.errors) this.errors = fieldErrors(options.errors);
  }

  readonly params?: ErrorParams;
  /** Seconds, for 429. */
  readonly retryAfter?: number;
}

function fieldError(problem: ErrorCode | FieldProblem): FieldError {
  const { code, params } = typeof problem === "string" ? { code: problem, params: undefined } : problem;
  const error: FieldError = { code, message: englishMessage(code, params) };
  if (params) error.params = params;
  return error;
}

/** Field problems as the answer carries them: every one with its code and English words. */
export function fieldErrors(problems: FieldProblems): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  for (const [path, value] of Object.entries(problems)) {
    const list = Array.isArray(value) ? value : [value as ErrorCode | FieldProblem];
    errors[path] = list.map(fieldError);
  }
  return errors;
}

export const unauthenticated = () => new AppError("UNAUTHENTICATED");
export const forbidden = () => new AppError("FORBIDDEN");
export const notFound = () => new AppError("NOT_FOUND");
/** A write based on a stale version or status (ARCHITECTURE.md "HTTP API"). */
export const conflict = () => new AppError("CONFLICT");
export const csrfMismatch = () => new AppError("CSRF_MISMATCH");
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", { retryAfter: retryAfterSeconds });
export const validationFailed = (errors: FieldProblems) => new AppError("VALIDATION_FAILED", { errors });

/** The codes a framework error is answered with, by its status: each code's own status. */
const passThrough = new Map<number, AnswerCode>(
  (
    [
      "BAD_REQUEST",
      "NOT_FOUND",
      "METHOD_NOT_ALLOWED",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
      "TOO_MANY_REQUESTS",
    ] as const
  ).map((code) => [answerStatuses[code], code]),
);

/** The body of an answer refused with this code. */
export function errorBody(code: AnswerCode, extra: Omit<ErrorBody, "message" | "code"> = {}): ErrorBody {
  return { message: englishMessage(code, extra.params), code, ...extra };
}

/** Answers a refusal with this code, at the code's status. */
export function sendRefusal(
  reply: FastifyReply,
  code: AnswerCode,
  extra: Omit<ErrorBody, "message" | "code"> = {},
): FastifyReply {
  return reply.status(answerStatuses[code]).send(errorBody(code, extra));
}

/** The value the client sent at a validation issue's path (undefined when it sent none). */
function sentValue(request: FastifyRequest, context: string | undefined, path: string): unknown {
  const source: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let node: unknown = source[context ?? "body"];
  for (const key of path.split("/").filter(Boolean)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
      const answer: ErrorBody = { message: error.message, code: error.code };
      if (error.params) answer.params = error.params;
      if (error.errors) answer.errors = error.errors;
      return reply.status(error.statusCode).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems: Record<string, FieldProblem[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath;
        const zodIssue = { code: issue.keyword, message: issue.message, ...issue.params };
        const missing = sentValue(request, error.validationContext, path) === undefined;
        // An unknown key is the key's own problem: name it, not the object holding it.
        const keys = issue.keyword === "unrecognized_keys" ? (issue.params.keys as string[]) : [undefined];
        for (const extra of keys) {
          const key = [path, extra].filter(Boolean).join("/").replace(/^\//, "").replaceAll("/", ".") || "_";
          problems[key] = [...(problems[key] ?? []), fieldProblemOf(zodIssue, missing)];
        }
      }
      return sendRefusal(reply, "VALIDATION_FAILED", { errors: fieldErrors(problems) });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return sendRefusal(reply, "SERVER_ERROR");
    }
    request.log.info({ err: error }, "request rejected");
    // Any other 4xx a library raises (@fastify/multipart's 406 for a field of bad JSON) keeps its own
    // status, with the generic code: the one answer whose status is not its code's.
    return reply.status(status).send(errorBody(passThrough.get(status) ?? "BAD_REQUEST"));
  });
}
