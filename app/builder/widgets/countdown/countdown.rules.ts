/**
 * The countdown model of The Final Countdown, which both Elementor Pro's and ElementsKit's countdowns follow
 * (reference.md "Other widgets"): the target parser, the `%` formatter and a timer with update / finish / stop
 * events at a precision of 100 ms. Pure and DOM-free: the clock and the interval are injected, so every
 * constant is tested with fake timers.
 */

/** How often a running countdown recomputes (W-COUNT-10). */
export const COUNTDOWN_PRECISION_MS = 100;
/** What the ElementsKit zoom counter shows once it has reached zero (W-COUNT-03). */
export const ZOOM_EXPIRED_TEXT = "EXPIRED";

const DAYS_IN_MONTH = 30.4368;
const DATE_FORMS = [
  /^\d+$/, // milliseconds since the epoch
  /^\d{1,2}\/\d{1,2}\/\d{4}( \d{1,2}(:\d{2}){2})?$/, // MM/DD/YYYY[ h:mm:ss]
  /^\d{4}[/-]\d{1,2}[/-]\d{1,2}( \d{1,2}(:\d{2}){2})?$/, // YYYY/MM/DD or YYYY-MM-DD[ h:mm:ss]
];

export class CountdownDateError extends Error {
  override name = "CountdownDateError";
}

/**
 * A countdown target as a Date: a Date, all-digit milliseconds (number or string), `MM/DD/YYYY[ h:mm:ss]`,
 * `YYYY/MM/DD[ h:mm:ss]` or `YYYY-MM-DD[ h:mm:ss]` in local time. Anything else throws
 * ``Couldn't cast `<value>` to a date object.`` (W-COUNT-04..07). Unlike the original, an empty string is
 * refused rather than read as 1970.
 */
export function parseCountdownDate(value: unknown): Date {
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) return value;
  } else if (typeof value === "number") {
    if (Number.isFinite(value) && Number.isInteger(value)) return new Date(value);
  } else if (typeof value === "string" && DATE_FORMS.some((form) => form.test(value))) {
    if (/^\d+$/.test(value)) return new Date(Number(value));
    const [datePart = "", timePart = "0:00:00"] = value.split(" ");
    const parts = datePart.split(/[/-]/).map(Number);
    const [hours = 0, minutes = 0, seconds = 0] = timePart.split(":").map(Number);
    const [year, month, day] =
      (datePart.split(/[/-]/)[0] ?? "").length === 4
        ? [parts[0], parts[1], parts[2]]
        : [parts[2], parts[0], parts[1]];
    const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hours, minutes, seconds);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new CountdownDateError(`Couldn't cast \`${String(value)}\` to a date object.`);
}

/** What is left (or, when elapsing, past), in the units the format directives name. */
export interface CountdownOffset {
  seconds: number;
  minutes: number;
  hours: number;
  days: number;
  daysToWeek: number;
  daysToMonth: number;
  weeks: number;
  weeksToMonth: number;
  months: number;
  years: number;
  totalDays: number;
  totalHours: number;
  totalMinutes: number;
  totalSeconds: number;
}

/** Whole seconds from `now` to `target`, rounded up, never below zero (unless elapsing: the distance past). */
export function secondsLeft(target: Date, now: number, elapse = false): number {
  const seconds = Math.ceil((target.getTime() - now) / 1000);
  if (elapse) return Math.abs(seconds);
  return Math.max(0, seconds);
}

export function countdownOffset(target: Date, now: number, elapse = false): CountdownOffset {
  const total = secondsLeft(target, now, elapse);
  const totalDays = Math.floor(total / 86400);
  return {
    seconds: total % 60,
    minutes: Math.floor(total / 60) % 60,
    hours: Math.floor(total / 3600) % 24,
    days: totalDays % 7,
    daysToWeek: totalDays % 7,
    daysToMonth: Math.floor((total / 86400) % DAYS_IN_MONTH),
    weeks: Math.floor(totalDays / 7),
    weeksToMonth: Math.floor(totalDays / 7) % 4,
    months: Math.floor(total / 86400 / DAYS_IN_MONTH),
    years: Math.abs(target.getFullYear() - new Date(now).getFullYear()),
    totalDays,
    totalHours: Math.floor(total / 3600),
    totalMinutes: Math.floor(total / 60),
    totalSeconds: total,
  };
}

const DIRECTIVES: Readonly<Record<string, keyof CountdownOffset>> = {
  Y: "years",
  m: "months",
  n: "daysToMonth",
  d: "daysToWeek",
  w: "weeks",
  W: "weeksToMonth",
  H: "hours",
  M: "minutes",
  S: "seconds",
  D: "totalDays",
  I: "totalHours",
  N: "totalMinutes",
  T: "totalSeconds",
};

/** `%!d:day,days;` → "day" or "days"; `%!d` → "" or "s"; `%!d:s;` → "" or "s". More than one is plural. */
function pluralize(spec: string, count: number): string {
  let singular = "";
  let plural = "s";
  if (spec) {
    const forms = spec.replace(/[:;\s]/g, "").split(",");
    if (forms.length === 1) plural = forms[0] ?? "s";
    else [singular = "", plural = "s"] = forms;
  }
  return Math.abs(count) > 1 ? plural : singular;
}

/**
 * Formats an offset: `%Y %m %n %d %w %W %H %M %S %D %I %N %T` (two digits), `%-d` without padding,
 * `%!d[:singular,plural;]` the plural suffix, `%%` a percent sign. Unknown directives stay as they are.
 */
export function formatCountdown(format: string, offset: CountdownOffset): string {
  return format.replace(
    /%%|%([-!])?([a-zA-Z])(:[^;]+;)?/g,
    (match, modifier = "", letter = "", spec = "") => {
      if (match === "%%") return "%";
      const key = DIRECTIVES[letter as string];
      if (!key) return match;
      const value = offset[key];
      if (modifier === "!") return pluralize(spec as string, value);
      return modifier === "-" || value >= 10 ? String(value) : `0${value}`;
    },
  );
}

/** Text for HTML: `&`, `<`, `>`, `"` and `'` escaped (W-COUNT-08). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type CountdownState = "running" | "stopped" | "finished";
export type CountdownEventType = "update" | "finish" | "stop";

export interface CountdownEvent {
  type: CountdownEventType;
  finalDate: Date;
  offset: CountdownOffset;
  elapsed: boolean;
  /** The offset formatted (see `formatCountdown`). */
  strftime(format: string): string;
}

export interface CountdownClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const systemClock: CountdownClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface CountdownOptions {
  precision?: number;
  /** Keep counting (up) after the target instead of finishing. */
  elapse?: boolean;
  clock?: CountdownClock;
}

const METHODS = new Set(["start", "stop", "pause", "resume", "remove", "setFinalDate"]);

/** A countdown to a target: running, stopped or finished (W-COUNT-01), updated every 100 ms. */
export class Countdown {
  #finalDate: Date;
  #handle: unknown = null;
  #state: CountdownState = "stopped";
  #listeners = new Map<CountdownEventType, Set<(event: CountdownEvent) => void>>();
  #lastSeconds: number | null = null;
  readonly precision: number;
  readonly elapse: boolean;
  readonly #clock: CountdownClock;

  constructor(target: unknown, options: CountdownOptions = {}) {
    this.#finalDate = parseCountdownDate(target);
    this.precision = options.precision ?? COUNTDOWN_PRECISION_MS;
    this.elapse = options.elapse ?? false;
    this.#clock = options.clock ?? systemClock;
  }

  get state(): CountdownState {
    return this.#state;
  }

  get finalDate(): Date {
    return this.#finalDate;
  }

  on(type: CountdownEventType, listener: (event: CountdownEvent) => void): () => void {
    const set = this.#listeners.get(type) ?? new Set();
    set.add(listener);
    this.#listeners.set(type, set);
    return () => set.delete(listener);
  }

  start(): void {
    if (this.#state === "running") return;
    this.#state = "running";
    this.#lastSeconds = null;
    this.#tick();
    if (this.#state === "running") this.#handle = this.#clock.setInterval(() => this.#tick(), this.precision);
  }

  stop(): void {
    if (this.#state !== "running") return;
    this.#clear();
    this.#state = "stopped";
    this.#emit("stop");
  }

  pause(): void {
    this.stop();
  }

  resume(): void {
    this.start();
  }

  /** Stops without an event and forgets every listener. */
  remove(): void {
    this.#clear();
    if (this.#state === "running") this.#state = "stopped";
    this.#listeners.clear();
  }

  setFinalDate(target: unknown): void {
    this.#finalDate = parseCountdownDate(target);
    this.#lastSeconds = null;
    if (this.#state === "finished") this.#state = "stopped";
  }

  /** Calls a method by name, as the plugin's string API did; an unknown one throws (W-COUNT-09). */
  call(method: string, ...args: unknown[]): void {
    if (!METHODS.has(method)) throw new Error(`Method ${method} does not exist on countdown`);
    if (method === "setFinalDate") this.setFinalDate(args[0]);
    else (this[method as "start"] as () => void).call(this);
  }

  #clear() {
    if (this.#handle !== null) this.#clock.clearInterval(this.#handle);
    this.#handle = null;
  }

  #tick() {
    const now = this.#clock.now();
    const left = secondsLeft(this.#finalDate, now, this.elapse);
    const elapsed = this.#finalDate.getTime() <= now;
    if (!this.elapse && left === 0) {
      this.#clear();
      this.#state = "finished";
      this.#emit("update");
      this.#emit("finish");
      return;
    }
    if (left === this.#lastSeconds) return;
    this.#lastSeconds = left;
    this.#emit("update", elapsed);
  }

  #emit(type: CountdownEventType, elapsed = this.#finalDate.getTime() <= this.#clock.now()) {
    const offset = countdownOffset(this.#finalDate, this.#clock.now(), this.elapse);
    const event: CountdownEvent = {
      type,
      finalDate: this.#finalDate,
      offset,
      elapsed,
      strftime: (format) => formatCountdown(format, offset),
    };
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}

/** The units a countdown shows; a hidden larger unit's time goes to the next shown one (no time is lost). */
export type CountdownUnit = "weeks" | "days" | "hours" | "minutes" | "seconds";
const UNIT_ORDER: readonly CountdownUnit[] = ["weeks", "days", "hours", "minutes", "seconds"];
const UNIT_SECONDS: Record<CountdownUnit, number> = {
  weeks: 604800,
  days: 86400,
  hours: 3600,
  minutes: 60,
  seconds: 1,
};

/** Value of each shown unit for `total` seconds, the largest shown unit absorbing those hidden above it. */
export function unitValues(
  total: number,
  shown: readonly CountdownUnit[],
): Partial<Record<CountdownUnit, number>> {
  const result: Partial<Record<CountdownUnit, number>> = {};
  let rest = Math.max(0, total);
  for (const unit of UNIT_ORDER) {
    if (!shown.includes(unit)) continue;
    result[unit] = Math.floor(rest / UNIT_SECONDS[unit]);
    rest -= (result[unit] ?? 0) * UNIT_SECONDS[unit];
  }
  return result;
}

/** Two digits at least, as both originals show them. */
export function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * The evergreen due date of one visitor: kept in storage on the first visit (now + interval) and reused after,
 * until the owner changes the interval (W-COUNT-01 evergreen). Storage that throws (privacy modes) gives a
 * countdown from now.
 */
export function evergreenDueDate(
  storage: Pick<Storage, "getItem" | "setItem"> | null,
  key: string,
  intervalSeconds: number,
  now: number,
): number {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? "null") as {
      due?: unknown;
      interval?: unknown;
    } | null;
    if (stored && typeof stored.due === "number" && stored.interval === intervalSeconds) return stored.due;
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  const due = now + intervalSeconds * 1000;
  try {
    storage?.setItem(key, JSON.stringify({ due, interval: intervalSeconds }));
  } catch {
    // Storage refused: the countdown still runs for this page view.
  }
  return due;
}
