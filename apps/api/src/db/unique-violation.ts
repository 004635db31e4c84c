/** Whether PostgreSQL refused a row for the unique index or constraint `name` (23505), however wrapped. */
export function isUniqueViolation(error: unknown, name: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const details = cause as Error & { code?: unknown; constraint?: unknown };
    if (details.code === "23505" && (details.constraint === name || cause.message.includes(name)))
      return true;
  }
  return false;
}
