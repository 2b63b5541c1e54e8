import { TZDate } from "@date-fns/tz";
import { type Device, deviceForWidth } from "../devices.ts";
import type { PopupTiming, PopupTriggers } from "./popup-settings.ts";
import type { PopupStorage } from "./popup-storage.ts";

/**
 * Elementor Pro's popup rules (widgets.md §4, §5, §9; reference.md "Popups"), as pure functions of the popup's
 * settings and a snapshot of the browser the caller passes in. The browser module only wires them to events.
 */

/** Focus moves into an opened popup after 250 ms; other focus moves after 100 ms (W-POPUP-47). */
export const POPUP_FOCUS_DELAY_MS = 250;
export const FOCUS_DELAY_MS = 100;
/** The modal's close animation (W-POPUP-48). */
export const CLOSE_ANIMATION_MS = 450;
/** Impression periods, in seconds (W-POPUP-39). */
export const PERIOD_SECONDS = { day: 86400, week: 604800, month: 2628288 } as const;
/** Per-page view counters are keyed by the page's address, shortened to this many characters (S-THEME-23). */
export const PAGE_VIEW_KEY_LENGTH = 50;
/** The session flag in sessionStorage: its absence starts a new session. */
export const SESSION_FLAG = "activeSession";
/** The bait an ad blocker hides or removes. */
export const ADBLOCK_BAIT_CLASS = "ad-box";

export const storageKeys = {
  pageViews: "pageViews",
  sessions: "sessions",
  times: (id: number) => `popup_${id}_times`,
  disable: (id: number) => `popup_${id}_disable`,
  initialPageViews: (id: number) => `popup_${id}_page_views_initialPageViews`,
  initialSessions: (id: number) => `popup_${id}_sessions_initialSessions`,
  impressions: (id: number) => `popup-${id}-impressions-count`,
  /** The per-page counter: the page address shortened to 50 characters (S-THEME-23, W-POPUP-42). */
  pageView: (url: string) => `pageViews_${url}`.slice(0, PAGE_VIEW_KEY_LENGTH),
};

/** Seconds (as stored) to milliseconds: close_button_delay and close_automatically (W-POPUP-20). */
export function secondsToMs(seconds: number): number {
  return Math.max(0, seconds) * 1000;
}

export interface Viewer {
  loggedIn: boolean;
  /** The user's roles from the page configuration (W-POPUP-34). */
  roles: readonly string[];
}

/** What the rules read of the browser, passed in so every rule is a pure function. */
export interface BrowserSnapshot {
  /** Current time, ms since the epoch. */
  now: number;
  referrer: string;
  /** The page's own address (its host decides internal referrers). */
  location: string;
  viewportWidth: number;
  userAgent: string;
  viewer: Viewer;
  /** The shop's IANA time zone (schedule in site time). */
  shopTimeZone: string;
  /** The visitor's IANA time zone (schedule in visitor time). */
  browserTimeZone: string;
}

export interface PopupStores {
  local: PopupStorage;
  session: PopupStorage;
}

/** Counts this page view and, when the session flag is absent, a new session (W-POPUP-44, S-THEME-23). */
export function countPageView(stores: PopupStores, pageUrl: string): void {
  stores.local.set(storageKeys.pageViews, stores.local.count(storageKeys.pageViews) + 1);
  const pageKey = storageKeys.pageView(pageUrl);
  stores.local.set(pageKey, stores.local.count(pageKey) + 1);
  if (!stores.session.get(SESSION_FLAG)) {
    stores.session.set(SESSION_FLAG, true);
    stores.local.set(storageKeys.sessions, stores.local.count(storageKeys.sessions) + 1);
  }
}

/** `contains` test, or a regex match (an invalid pattern fails: W-POPUP-24, W-POPUP-43); hide inverts (W-POPUP-26). */
export function urlRulePasses(action: PopupTiming["url_action"], text: string, referrer: string): boolean {
  if (action === "regex") {
    try {
      return new RegExp(text).test(referrer);
    } catch {
      return false;
    }
  }
  const contains = referrer.includes(text);
  return action === "hide" ? !contains : contains;
}

/** Search engines recognised by the source rule (W-POPUP-30). */
const SEARCH_ENGINES = /(^|\.)(google|bing|yahoo|yandex|baidu)\./i;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** internal / external / search, from the referrer and the page's address (W-POPUP-27..30). */
export function sourceRulePasses(sources: readonly string[], referrer: string, location: string): boolean {
  if (["internal", "external", "search"].every((source) => sources.includes(source))) return true;
  const referrerHost = hostOf(referrer);
  const ownHost = hostOf(location);
  const isInternal = referrerHost !== null && referrerHost === ownHost;
  if (isInternal) return sources.includes("internal");
  const isSearch = referrerHost !== null && SEARCH_ENGINES.test(referrerHost);
  if (isSearch && sources.includes("search")) return true;
  return sources.includes("external") && !isSearch;
}

/** Anonymous visitors pass; a logged-in user fails for "all", or when they have a listed role (W-POPUP-31..33). */
export function loggedInRulePasses(timing: PopupTiming, viewer: Viewer): boolean {
  if (!viewer.loggedIn) return true;
  if (timing.logged_in_users === "all") return false;
  return !viewer.roles.some((role) => timing.logged_in_roles.includes(role));
}

/** The browser family a user agent names, as Elementor's browser rule lists them. */
export function browserOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return "edge";
  if (/MSIE |Trident\//.test(userAgent)) return "ie";
  if (/Firefox\//.test(userAgent)) return "firefox";
  if (/Chrome\/|Chromium\//.test(userAgent)) return "chrome";
  if (/Safari\//.test(userAgent)) return "safari";
  return "other";
}

/** `2026-11-24 10:30` (or ISO) in `timeZone` → ms since the epoch; null when the date is not readable. */
export function wallTimeToInstant(wallTime: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(wallTime.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  try {
    const date = new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), timeZone);
    const time = date.getTime();
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}

/**
 * A schedule in the shop's time as instants, worked out by the server in the shop's time zone: in the browser the
 * first time-zone lookup costs tens of milliseconds, which every page with a scheduled popup would pay at start.
 * `start` and `end` are absent when their date is empty and null when it cannot be read. The browser uses them only
 * while the page's shop time zone is still `zone`.
 */
export interface ScheduleBounds {
  zone: string;
  start?: number | null;
  end?: number | null;
}

/** A schedule's start and end in `zone`: absent when the date is empty, null when it cannot be read. */
function scheduleInstants(timing: PopupTiming, zone: string): Omit<ScheduleBounds, "zone"> {
  return {
    ...(timing.schedule_start_date ? { start: wallTimeToInstant(timing.schedule_start_date, zone) } : {}),
    ...(timing.schedule_end_date ? { end: wallTimeToInstant(timing.schedule_end_date, zone) } : {}),
  };
}

/** The bounds of a schedule in the shop's time; none for a schedule in the visitor's time, or no schedule. */
export function siteScheduleBounds(timing: PopupTiming, shopTimeZone: string): ScheduleBounds | undefined {
  if (!timing.schedule || timing.schedule_timezone !== "site") return undefined;
  return { zone: shopTimeZone, ...scheduleInstants(timing, shopTimeZone) };
}

/** Between start and end (either may be empty), in the shop's time zone or the visitor's (W-POPUP-40, -41). */
export function scheduleRulePasses(
  timing: PopupTiming,
  snapshot: Pick<BrowserSnapshot, "now" | "shopTimeZone" | "browserTimeZone">,
  bounds?: ScheduleBounds,
): boolean {
  // The server's instants while the page's shop zone is the one they were worked out in; else read here.
  const instants =
    timing.schedule_timezone === "site" && bounds?.zone === snapshot.shopTimeZone
      ? bounds
      : scheduleInstants(
          timing,
          timing.schedule_timezone === "user" ? snapshot.browserTimeZone : snapshot.shopTimeZone,
        );
  if (timing.schedule_start_date) {
    const start = instants.start ?? null;
    if (start === null || snapshot.now < start) return false;
  }
  if (timing.schedule_end_date) {
    const end = instants.end ?? null;
    if (end === null || snapshot.now > end) return false;
  }
  return true;
}

/** Where a popup's impressions are counted for its times rule (W-POPUP-37, -38). */
function impressionsStore(timing: PopupTiming, stores: PopupStores): PopupStorage {
  return timing.times_period === "session" ? stores.session : stores.local;
}

function impressionsKey(id: number, timing: PopupTiming): string {
  return timing.times_period === "" ? storageKeys.times(id) : storageKeys.impressions(id);
}

/** The times rule: the impression count in the period is below the limit. */
export function timesRulePasses(id: number, timing: PopupTiming, stores: PopupStores): boolean {
  return impressionsStore(timing, stores).count(impressionsKey(id, timing)) < timing.times_times;
}

/**
 * Counts an impression when the popup opens or closes (per `times_count`). Period counters live from the first
 * impression for a day, week or month (W-POPUP-39); the session period uses sessionStorage. `popup_<id>_times`
 * counts every opening (W-POPUP-45).
 */
export function recordImpression(
  id: number,
  timing: PopupTiming,
  stores: PopupStores,
  moment: "open" | "close",
): void {
  if (moment === "open")
    stores.local.set(storageKeys.times(id), stores.local.count(storageKeys.times(id)) + 1);
  if (!timing.times || timing.times_count !== moment) return;
  if (timing.times_period === "") return; // popup_<id>_times above is the all-time count
  const store = impressionsStore(timing, stores);
  const key = storageKeys.impressions(id);
  const count = store.count(key);
  // A period counter lives from the first impression; later ones keep its expiry (set() leaves it alone).
  if (timing.times_period === "session" || count > 0) store.set(key, count + 1);
  else store.set(key, 1, PERIOD_SECONDS[timing.times_period]);
}

/** page_views / sessions: the first evaluation stores the baseline; passes once count − baseline ≥ setting (W-POPUP-35, -36). */
function grownSinceFirstSeen(
  store: PopupStorage,
  counterKey: string,
  baselineKey: string,
  needed: number,
): boolean {
  const current = store.count(counterKey);
  let baseline = store.get(baselineKey);
  if (typeof baseline !== "number") {
    baseline = current;
    store.set(baselineKey, current);
  }
  return current - (baseline as number) >= needed;
}

/** Whether a popup is disabled for good (`do_not_show_again`, W-POPUP-23). */
export function isDisabled(id: number, stores: PopupStores): boolean {
  return stores.local.get(storageKeys.disable(id)) === true;
}

export function disableForGood(id: number, stores: PopupStores): void {
  stores.local.set(storageKeys.disable(id), true);
}

/** Every enabled timing rule must pass before any trigger arms (W-POPUP-14). Names of the failing rules. */
export function failingTimingRules(
  id: number,
  timing: PopupTiming,
  snapshot: BrowserSnapshot,
  stores: PopupStores,
  scheduleBounds?: ScheduleBounds,
): string[] {
  const checks: [keyof PopupTiming & string, () => boolean][] = [
    [
      "page_views",
      () =>
        grownSinceFirstSeen(
          stores.local,
          storageKeys.pageViews,
          storageKeys.initialPageViews(id),
          timing.page_views_views,
        ),
    ],
    [
      "sessions",
      () =>
        grownSinceFirstSeen(
          stores.local,
          storageKeys.sessions,
          storageKeys.initialSessions(id),
          timing.sessions_sessions,
        ),
    ],
    ["url", () => urlRulePasses(timing.url_action, timing.url_url, snapshot.referrer)],
    ["sources", () => sourceRulePasses(timing.sources_sources, snapshot.referrer, snapshot.location)],
    ["logged_in", () => loggedInRulePasses(timing, snapshot.viewer)],
    [
      "devices",
      () => timing.devices_devices.includes(deviceForWidth(snapshot.viewportWidth) satisfies Device),
    ],
    [
      "browsers",
      () =>
        timing.browsers_browsers === "all" || timing.browsers_options.includes(browserOf(snapshot.userAgent)),
    ],
    ["times", () => timesRulePasses(id, timing, stores)],
    ["schedule", () => scheduleRulePasses(timing, snapshot, scheduleBounds)],
  ];
  // Every enabled rule is evaluated (baselines are stored on first sight even when another rule fails).
  return checks.filter(([name, check]) => timing[name] === true && !check()).map(([name]) => name);
}

/** Scrolling trigger: `up` on any upward scroll; `down` once ≥ offset % of the scrollable height (W-POPUP-11). */
export function scrollTriggerFires(
  direction: PopupTriggers["scrolling_direction"],
  offsetPercent: number,
  previousY: number,
  y: number,
  scrollableHeight: number,
): boolean {
  if (direction === "up") return y < previousY;
  if (scrollableHeight <= 0) return false;
  return (y / scrollableHeight) * 100 >= offsetPercent;
}

/** Exit intent: the pointer leaves the window through its top edge. */
export function exitIntentFires(clientY: number, leftDocument: boolean): boolean {
  return leftDocument && clientY <= 0;
}

/** What the triggers need from the page; each subscription returns its removal. */
export interface TriggerEnvironment {
  onScroll(listener: () => void): () => void;
  scrollY(): number;
  scrollableHeight(): number;
  /** Calls back once an element matching `selector` enters the viewport; an invalid selector never fires (W-POPUP-43). */
  onVisible(selector: string, listener: () => void): () => void;
  onBodyClick(listener: () => void): () => void;
  /** Key presses and mouse movement. */
  onActivity(listener: () => void): () => void;
  /** The pointer leaving the document (`mouseout` to nothing), with its clientY. */
  onPointerLeave(listener: (clientY: number) => void): () => void;
  /** Whether the ad-blocker bait is removed or hidden. */
  adblockBaitBlocked(): boolean;
}

/**
 * Arms a popup's enabled triggers. The first that fires calls `open` once and disarms the rest (W-POPUP-15).
 * Returns the disarm function (also for a popup closed by other means before any trigger fired).
 */
export function armTriggers(
  triggers: PopupTriggers,
  env: TriggerEnvironment,
  open: (trigger: string) => void,
): () => void {
  const disposers: (() => void)[] = [];
  let done = false;
  const disarm = () => {
    done = true;
    for (const dispose of disposers.splice(0)) dispose();
  };
  const fire = (trigger: string) => {
    if (done) return;
    disarm();
    open(trigger);
  };
  const timeout = (ms: number, callback: () => void) => {
    const handle = setTimeout(callback, ms);
    disposers.push(() => clearTimeout(handle));
  };

  if (triggers.page_load) timeout(secondsToMs(triggers.page_load_delay), () => fire("page_load"));
  if (triggers.scrolling) {
    let previous = env.scrollY();
    disposers.push(
      env.onScroll(() => {
        const y = env.scrollY();
        if (
          scrollTriggerFires(
            triggers.scrolling_direction,
            triggers.scrolling_offset,
            previous,
            y,
            env.scrollableHeight(),
          )
        )
          fire("scrolling");
        previous = y;
      }),
    );
  }
  if (triggers.scrolling_to && triggers.scrolling_to_selector)
    disposers.push(env.onVisible(triggers.scrolling_to_selector, () => fire("scrolling_to")));
  if (triggers.click) {
    let clicks = 0;
    disposers.push(
      env.onBodyClick(() => {
        clicks += 1;
        if (clicks >= Math.max(1, triggers.click_times)) fire("click");
      }),
    );
  }
  if (triggers.inactivity) {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      if (handle !== undefined) clearTimeout(handle);
      handle = setTimeout(() => fire("inactivity"), secondsToMs(triggers.inactivity_time));
    };
    restart();
    disposers.push(env.onActivity(restart), () => clearTimeout(handle));
  }
  if (triggers.exit_intent)
    disposers.push(env.onPointerLeave((clientY) => exitIntentFires(clientY, true) && fire("exit_intent")));
  if (triggers.adblock_detection)
    timeout(secondsToMs(triggers.adblock_detection_delay), () => {
      if (env.adblockBaitBlocked()) fire("adblock_detection");
    });
  return disarm;
}

/** The timers of an open popup: focus in, the close button's delay, automatic close (W-POPUP-19, -20, -47). */
export interface OpenPopupHooks {
  focusInside(): void;
  showCloseButton(): void;
  closeAutomatically(): void;
}

export function startOpenTimers(
  settings: { close_button_delay: number; close_automatically: number },
  hooks: OpenPopupHooks,
): () => void {
  const handles = [setTimeout(hooks.focusInside, POPUP_FOCUS_DELAY_MS)];
  if (settings.close_button_delay > 0)
    handles.push(setTimeout(hooks.showCloseButton, secondsToMs(settings.close_button_delay)));
  else hooks.showCloseButton();
  if (settings.close_automatically > 0)
    handles.push(setTimeout(hooks.closeAutomatically, secondsToMs(settings.close_automatically)));
  return () => {
    for (const handle of handles) clearTimeout(handle);
  };
}

/** Closing: the exit animation runs 450 ms (none under reduced motion), then the popup is hidden (W-POPUP-48). */
export function finishClosing(reducedMotion: boolean, hide: () => void): () => void {
  if (reducedMotion) {
    hide();
    return () => {};
  }
  const handle = setTimeout(hide, CLOSE_ANIMATION_MS);
  return () => clearTimeout(handle);
}

/** Whether a popup may open now: not disabled, and not suppressed by avoid_multiple_popups (W-POPUP-21, -22). */
export function mayOpen(options: { disabled: boolean; avoidMultiple: boolean; popped: boolean }): boolean {
  if (options.disabled) return false;
  return !(options.avoidMultiple && options.popped);
}
