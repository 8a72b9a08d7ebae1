/**
 * Whether a query failed on a unique index (SQLSTATE 23505), optionally on the named one. Drizzle
 * wraps the driver's error (pg and PGlite alike) in `cause`, so the chain is walked.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
