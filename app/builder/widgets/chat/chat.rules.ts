/**
 * Pure rules of the chat widget (ElementsKit `elementskit-whatsapp`, with a Messenger channel): the loader
 * shown before the greeting, the popup chat window, and the chat addresses.
 */

/** How long the "typing" loader shows before the greeting (W-MISC-07). */
export const CHAT_LOADER_MS = 3000;
/** The popup chat window (W-MISC-08). */
export const CHAT_WINDOW = { width: 700, height: 600 } as const;

export type ChatChannel = "whatsapp" | "messenger";

/** A phone number as WhatsApp's links take it: digits only, country code first. */
export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, "");
}

/** A Messenger page name or id: letters, digits and dots. */
export function messengerPage(value: string): string {
  return /^[A-Za-z0-9.]{1,100}$/.test(value.trim()) ? value.trim() : "";
}

/** The address a chat opens at, with the visitor's message when there is one; null when the widget has none. */
export function chatUrl(channel: ChatChannel, account: string, message = ""): string | null {
  const text = message.trim();
  if (channel === "messenger") {
    const page = messengerPage(account);
    if (!page) return null;
    return `https://m.me/${page}${text ? `?${new URLSearchParams({ text })}` : ""}`;
  }
  const phone = phoneDigits(account);
  if (!phone) return null;
  return `https://wa.me/${phone}${text ? `?${new URLSearchParams({ text })}` : ""}`;
}

/** `window.open` features for the 700×600 chat window, centred on the visitor's screen. */
export function chatWindowFeatures(screen: {
  width: number;
  height: number;
  left?: number;
  top?: number;
}): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - CHAT_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - CHAT_WINDOW.height) / 2));
  return `popup=yes,width=${CHAT_WINDOW.width},height=${CHAT_WINDOW.height},left=${left},top=${top}`;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The chat box's loader: the first time the box opens, "typing" shows for 3000 ms and then the greeting.
 * States: `idle` (never opened), `loading`, `ready`. Closing while loading keeps the countdown; the greeting
 * is shown once.
 */
export function chatLoader(onChange: (state: "loading" | "ready") => void, timers: Timers = globalTimers) {
  let state: "idle" | "loading" | "ready" = "idle";
  let pending: unknown = null;
  return {
    get state() {
      return state;
    },
    open() {
      if (state !== "idle") return;
      state = "loading";
      onChange("loading");
      pending = timers.setTimeout(() => {
        pending = null;
        state = "ready";
        onChange("ready");
      }, CHAT_LOADER_MS);
    },
    dispose() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}
