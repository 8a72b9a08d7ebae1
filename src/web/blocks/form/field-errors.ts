// Field errors as a form shows them, shared by the Form block and the dashboard's record editor:
// one message per field, and focus on the first invalid input once the messages are rendered.
import type { FormInput } from '#core/forms/form-input.ts';

/** Field name => the message shown under its input. */
export type FieldErrors = Record<string, string>;

/** Field name => first message, from the API's or the engine's `{ field: [messages] }`. */
export const firstMessages = (errors: Record<string, string[]>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));

/** Focuses the control of the first input (in form order) with an error; FormField marks each wrapper with data-field. */
export function focusFirstInvalid(form: HTMLFormElement | null, inputs: readonly FormInput[], errors: FieldErrors): void {
  const first = inputs.find((input) => errors[input.name]);
  if (!form || !first) return;
  const wrapper = form.querySelector(`[data-field="${CSS.escape(first.name)}"]`);
  wrapper?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, [role="radio"][tabindex="0"], button')?.focus();
}
