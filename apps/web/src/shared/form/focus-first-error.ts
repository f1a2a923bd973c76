/** Moves the focus to the first field (in form order) that has an error. */
export function focusFirstError<Field extends string>(form: HTMLFormElement | null, order: readonly Field[], errors: Partial<Record<Field, string>>): void {
  const first = order.find((field) => errors[field]);
  if (!first || !form) return;
  form.querySelector<HTMLElement>(`#${first}`)?.focus();
}
