import { createDebouncer, type Debouncer, type Timers } from "../lib/timers.ts";

/** Typing in a quantity input is acted on once the shopper has stopped for this long (S-QTY-09). */
export const QUANTITY_TYPING_DEBOUNCE_MS = 500;
/** A quantity change on the cart page updates the cart after this long without further change (S-CART-03). */
export const CART_AUTO_UPDATE_MS = 1000;
/** The mini cart's loading state is removed this long after a quantity update (S-MINI-08). */
export const MINI_CART_LOADING_CLEAR_MS = 500;

/** Debounces the reaction to typing in a quantity input (S-QTY-09). */
export function createQuantityTypingDebouncer(timers: Timers): Debouncer {
  return createDebouncer(QUANTITY_TYPING_DEBOUNCE_MS, timers);
}

/** Debounces the cart page's automatic update after a quantity change (S-CART-03). */
export function createCartAutoUpdater(timers: Timers): Debouncer {
  return createDebouncer(CART_AUTO_UPDATE_MS, timers);
}

export interface MiniCartLoading {
  /** A quantity update starts: the loading state shows (and a removal still waiting is called off). */
  start(): void;
  /** The update has finished: the loading state is removed MINI_CART_LOADING_CLEAR_MS later. */
  finish(): void;
  /** Removes the loading state now (for example when the mini cart is replaced). */
  clear(): void;
}

/** The mini cart's loading state while a quantity update runs (S-MINI-08). */
export function createMiniCartLoading(
  timers: Timers,
  setLoading: (loading: boolean) => void,
): MiniCartLoading {
  const removal = createDebouncer(MINI_CART_LOADING_CLEAR_MS, timers);
  return {
    start() {
      removal.cancel();
      setLoading(true);
    },
    finish() {
      removal.schedule(() => setLoading(false));
    },
    clear() {
      removal.cancel();
      setLoading(false);
    },
  };
}
