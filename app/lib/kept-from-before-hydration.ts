import { type RefObject, useLayoutEffect } from "react";

/** A field whose value the visitor can change: a text or number input, a select, a textarea. */
type ValueField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A controlled field keeps what the visitor entered before the page hydrated.
 *
 * Hydration adopts the server's field as the visitor left it, but the form's next render sets a controlled field
 * back to its state, which still holds the server's value: a colour, a quantity or a country chosen while the
 * page's script was arriving would be undone without a word. On mount, after the hydration commit and before any
 * later render, the field's own value is handed to `keep`, as if the visitor had chosen it then, so the state and
 * whatever follows from it (the matched variation, the state list of a country) agree with what is shown.
 *
 * A field React creates itself (a client-side navigation, a quick view) holds its state, so nothing happens there.
 */
export function useKeptFromBeforeHydration(
  field: RefObject<ValueField | null>,
  value: string,
  keep: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount, with the value the server rendered
  useLayoutEffect(() => {
    const entered = enteredBeforeHydration(field.current, value);
    if (entered !== null) keep(entered);
  }, []);
}

/** What the visitor entered into the field, or null when it still shows the rendered value. */
export function enteredBeforeHydration(field: { value: string } | null, rendered: string): string | null {
  if (field === null || field.value === rendered) return null;
  return field.value;
}
