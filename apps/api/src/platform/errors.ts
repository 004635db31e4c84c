// One error shape for every answer: `{ message, errors? }` (ARCHITECTURE.md "HTTP API").
import { type ErrorBody, errorMessages } from "@portal/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Seconds, for 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthenticated = () => new AppError(401, errorMessages.unauthenticated);
export const forbidden = () => new AppError(403, errorMessages.forbidden);
export const notFound = () => new AppError(404, errorMessages.notFound);
/** A write based on a stale version or status (ARCHITECTURE.md "HTTP API"). */
export const conflict = () => new AppError(409, errorMessages.conflict);
export const csrfMismatch = () => new AppError(419, errorMessages.csrf);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, errorMessages.tooManyRequests, undefined, retryAfterSeconds);
export const validationFailed = (errors: Record<string, string[]>) =>
  new AppError(422, errorMessages.validation, errors);

/** Statuses whose framework message is safe and useful to show as is. */
const passThrough: Record<number, string> = {
  400: "Bad request.",
  404: errorMessages.notFound,
  405: "Method not allowed.",
  413: "The request is too large.",
  415: "Unsupported media type.",
  429: errorMessages.tooManyRequests,
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
      const body: ErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        errors[key] = [...(errors[key] ?? []), issue.message ?? errorMessages.validation];
      }
      return reply.status(422).send({ message: errorMessages.validation, errors } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: errorMessages.server } satisfies ErrorBody);
    }
    request.log.info({ err: error }, "request rejected");
    return reply
      .status(status)
      .send({ message: passThrough[status] ?? errorMessages.validation } satisfies ErrorBody);
  });
}
