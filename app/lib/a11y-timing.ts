import type { Timers } from "./timers.ts";

/** Success and error messages get focus this long after load (S-A11Y-01). */
export const MESSAGE_FOCUS_DELAY_MS = 500;
/** The success message is announced this long after load (S-A11Y-02). */
export const SUCCESS_ANNOUNCE_DELAY_MS = 1000;
/** The result-count line is hidden from assistive technology this long after load (S-A11Y-03). */
export const RESULT_COUNT_HIDDEN_MS = 2000;

/** A shop notice on the page, in document order. */
export interface Notice<E> {
  element: E;
  kind: "success" | "error";
  text: string;
}

/**
 * After load: MESSAGE_FOCUS_DELAY_MS later the first message (success or error, in document order) gets
 * focus — one element can hold focus, and the first is where reading starts (S-A11Y-01);
 * SUCCESS_ANNOUNCE_DELAY_MS later the success messages' text is announced (S-A11Y-02).
 * Returns a function that cancels whatever has not happened yet.
 */
export function scheduleNoticeFocus<E>(
  env: { timers: Timers; focus(element: E): void; announce(text: string): void },
  notices: readonly Notice<E>[],
): () => void {
  const handles: unknown[] = [];
  const first = notices[0];
  if (first !== undefined) {
    handles.push(env.timers.setTimeout(() => env.focus(first.element), MESSAGE_FOCUS_DELAY_MS));
  }
  const successText = notices
    .filter((notice) => notice.kind === "success")
    .map((notice) => notice.text.trim())
    .filter((text) => text !== "")
    .join(" ");
  if (successText !== "") {
    handles.push(env.timers.setTimeout(() => env.announce(successText), SUCCESS_ANNOUNCE_DELAY_MS));
  }
  return () => {
    for (const handle of handles) env.timers.clearTimeout(handle);
  };
}

/**
 * Hides the result-count line from assistive technology now and restores it RESULT_COUNT_HIDDEN_MS later
 * (S-A11Y-03). The returned cancel function restores it at once.
 */
export function scheduleResultCountHiding(env: {
  timers: Timers;
  setHidden(hidden: boolean): void;
}): () => void {
  let restored = false;
  const restore = (): void => {
    if (restored) return;
    restored = true;
    env.setHidden(false);
  };
  env.setHidden(true);
  const handle = env.timers.setTimeout(restore, RESULT_COUNT_HIDDEN_MS);
  return () => {
    env.timers.clearTimeout(handle);
    restore();
  };
}
