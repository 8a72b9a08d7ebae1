/** Joins the truthy class names, so a component can add conditional classes without a dependency. */
export function cx(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
