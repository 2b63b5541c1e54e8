import { useEffect, useMemo, useRef, useState } from "react";
import { useKeptFromBeforeHydration } from "~/lib/kept-from-before-hydration.ts";
import {
  clampQuantity,
  formatQuantity,
  parseQuantityValue,
  quantityOnLoad,
  raiseToMinimum,
  stepQuantity,
} from "~/quantity/quantity.ts";
import { createQuantityTypingDebouncer } from "~/quantity/quantity-timing.ts";

/**
 * A quantity field with minus and plus buttons (Astra's stepper). Without script it is a plain number input;
 * with script the buttons are there from the first paint (`vitrine-script-only`), disabled until the page is live.
 */
export function QuantityInput({
  id,
  name,
  label,
  min,
  max,
  step,
  defaultValue,
  inCart = false,
  onValueChange,
}: {
  id: string;
  name: string;
  label: string;
  min: number;
  max: number | null;
  step: number;
  defaultValue: number;
  inCart?: boolean;
  onValueChange?: (value: number) => void;
}) {
  const bounds = useMemo(() => ({ min, max, step }), [min, max, step]);
  const [text, setText] = useState(() => formatQuantity(defaultValue, step));
  const [live, setLive] = useState(false);
  const debouncer = useRef<ReturnType<typeof createQuantityTypingDebouncer> | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const commit = (value: number) => {
    setText(formatQuantity(value, step));
    onValueChange?.(value);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on load, as the original does (S-QTY-08)
  useEffect(() => {
    setLive(true);
    const raised = quantityOnLoad(defaultValue, min);
    if (raised !== defaultValue) commit(raised);
    return () => debouncer.current?.cancel();
  }, []);

  /** Shows what was typed and acts on it once typing stops. */
  const type = (typed: string) => {
    setText(typed);
    debouncer.current ??= createQuantityTypingDebouncer(globalThis);
    debouncer.current.schedule(() => {
      const value = raiseToMinimum(parseQuantityValue(typed), min, { inCart });
      commit(inCart ? value : clampQuantity(value, bounds));
    });
  };

  /** A stepper click acts on what is shown; a typed value still waiting for its debounce would undo the step. */
  const stepBy = (direction: "up" | "down") => {
    debouncer.current?.cancel();
    commit(stepQuantity(parseQuantityValue(text), direction, bounds));
  };

  // A quantity typed while the page's script was arriving is acted on as if typed now.
  useKeptFromBeforeHydration(field, text, type);

  return (
    <div className="quantity">
      <label className="screen-reader-text" htmlFor={id}>
        {label}
      </label>
      <button
        type="button"
        className="minus vitrine-script-only"
        disabled={!live}
        aria-label={`Decrease ${label.toLowerCase()}`}
        onClick={() => stepBy("down")}
      >
        −
      </button>
      <input
        ref={field}
        type="number"
        id={id}
        className="input-text qty text"
        name={name}
        value={text}
        min={min}
        max={max ?? undefined}
        step={step}
        inputMode={Number.isInteger(step) ? "numeric" : "decimal"}
        onChange={(event) => type(event.target.value)}
      />
      <button
        type="button"
        className="plus vitrine-script-only"
        disabled={!live}
        aria-label={`Increase ${label.toLowerCase()}`}
        onClick={() => stepBy("up")}
      >
        +
      </button>
    </div>
  );
}
