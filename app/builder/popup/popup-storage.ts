/**
 * Elementor Pro's popup storage (reference.md, "Popups"): one JSON object under the key `elementor` in
 * localStorage (or sessionStorage for session-scoped keys), with each key's expiry kept inside it under
 * `__expiration[key]` as a timestamp in milliseconds, set from a lifetime given in seconds (W-POPUP-46). An
 * expired key is dropped when read. Storage that throws (private modes, a full quota) throws here too: callers
 * treat that as "no popup" (never a script error on the page).
 */
export const STORAGE_KEY = "elementor";
const EXPIRATION = "__expiration";

/** The part of the Web Storage API used (localStorage, sessionStorage, or a test double). */
export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type StoredObject = Record<string, unknown> & { [EXPIRATION]?: Record<string, number> };

export class PopupStorage {
  constructor(
    private readonly backend: KeyValueBackend,
    private readonly now: () => number = Date.now,
  ) {}

  #read(): StoredObject {
    const raw = this.backend.getItem(STORAGE_KEY);
    if (!raw) return {};
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === "object" && value !== null && !Array.isArray(value)
        ? (value as StoredObject)
        : {};
    } catch {
      return {};
    }
  }

  #write(value: StoredObject): void {
    this.backend.setItem(STORAGE_KEY, JSON.stringify(value));
  }

  get(key: string): unknown {
    const stored = this.#read();
    const expiry = stored[EXPIRATION]?.[key];
    if (typeof expiry === "number" && expiry <= this.now()) {
      delete stored[key];
      delete stored[EXPIRATION]?.[key];
      this.#write(stored);
      return undefined;
    }
    return stored[key];
  }

  /** Stores `value`; with `lifetimeSeconds` it expires that many seconds from now. */
  set(key: string, value: unknown, lifetimeSeconds?: number): void {
    const stored = this.#read();
    stored[key] = value;
    if (lifetimeSeconds !== undefined) {
      const expirations = { ...(stored[EXPIRATION] ?? {}) };
      expirations[key] = this.now() + lifetimeSeconds * 1000;
      stored[EXPIRATION] = expirations;
    }
    this.#write(stored);
  }

  /** The expiry timestamp (ms) of `key`, if it has one. */
  expiry(key: string): number | undefined {
    return this.#read()[EXPIRATION]?.[key];
  }

  remove(key: string): void {
    const stored = this.#read();
    delete stored[key];
    delete stored[EXPIRATION]?.[key];
    this.#write(stored);
  }

  /** A stored number (counters), 0 when absent or not a number. */
  count(key: string): number {
    const value = this.get(key);
    return typeof value === "number" && Number.isFinite(value) ? value : 0;
  }
}
