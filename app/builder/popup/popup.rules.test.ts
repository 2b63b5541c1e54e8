import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  armTriggers,
  type BrowserSnapshot,
  browserOf,
  CLOSE_ANIMATION_MS,
  countPageView,
  disableForGood,
  FOCUS_DELAY_MS,
  failingTimingRules,
  finishClosing,
  isDisabled,
  loggedInRulePasses,
  mayOpen,
  PERIOD_SECONDS,
  POPUP_FOCUS_DELAY_MS,
  type PopupStores,
  recordImpression,
  scheduleRulePasses,
  scrollTriggerFires,
  secondsToMs,
  siteScheduleBounds,
  sourceRulePasses,
  startOpenTimers,
  storageKeys,
  type TriggerEnvironment,
  urlRulePasses,
} from "./popup.rules.ts";
import { type PopupTiming, popupConfig } from "./popup-settings.ts";
import { type KeyValueBackend, PopupStorage, STORAGE_KEY } from "./popup-storage.ts";

function memoryBackend(): KeyValueBackend & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

function stores(): PopupStores & { localBackend: ReturnType<typeof memoryBackend> } {
  const localBackend = memoryBackend();
  return {
    localBackend,
    local: new PopupStorage(localBackend, () => Date.now()),
    session: new PopupStorage(memoryBackend(), () => Date.now()),
  };
}

const timing = (values: Record<string, unknown>): PopupTiming =>
  popupConfig(1, {}, { timing: values }).timing;

const snapshot: BrowserSnapshot = {
  now: Date.UTC(2026, 10, 24, 12, 0, 0),
  referrer: "",
  location: "https://shop.example/popups-rules/",
  viewportWidth: 1280,
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  viewer: { loggedIn: false, roles: [] },
  shopTimeZone: "Europe/Berlin",
  browserTimeZone: "America/New_York",
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(snapshot.now);
});
afterEach(() => vi.useRealTimers());

describe("popup settings", () => {
  it("reads page settings, triggers and timing with Elementor's defaults and forms (W-POPUP-01..12)", () => {
    const config = popupConfig(
      7,
      {
        open_selector: ".open-me",
        close_button_delay: "2",
        close_automatically: { size: 10 },
        prevent_scroll: "yes",
        prevent_close_on_background_click: "yes",
        prevent_close_on_esc_key: "yes",
        close_button_position: "outside",
        entrance_animation: "fadeIn",
        exit_animation: "zoomOut",
        entrance_animation_duration: { unit: "px", size: 0.8 },
        a11y_navigation: "no",
        avoid_multiple_popups: "yes",
        classes: "promo",
      },
      {
        triggers: { page_load: "yes", page_load_delay: 5, scrolling_direction: "sideways", click_times: "3" },
        timing: { times: "yes", times_period: "week", times_times: 2, schedule_timezone: "user" },
      },
    );
    expect(config).toMatchObject({
      id: 7,
      open_selector: ".open-me",
      close_button_delay: 2,
      close_automatically: 10,
      prevent_scroll: true,
      prevent_close_on_background_click: true,
      prevent_close_on_esc_key: true,
      close_button_position: "outside",
      entrance_animation: "fadeIn",
      exit_animation: "zoomOut",
      entrance_animation_duration: 0.8,
      a11y_navigation: false,
      avoid_multiple_popups: true,
      classes: "promo",
    });
    expect(config.triggers).toMatchObject({
      page_load: true,
      page_load_delay: 5,
      scrolling_direction: "down",
      click_times: 3,
      inactivity_time: 30,
      adblock_detection_delay: 1,
    });
    expect(config.timing).toMatchObject({
      times: true,
      times_period: "week",
      times_times: 2,
      schedule_timezone: "user",
    });
    expect(popupConfig(1, null, null).a11y_navigation).toBe(true);
  });
});

describe("popup storage", () => {
  it("keeps one `elementor` object with __expiration timestamps from lifetimes in seconds (W-POPUP-46)", () => {
    const backend = memoryBackend();
    const storage = new PopupStorage(backend, () => Date.now());
    storage.set("a", 1, PERIOD_SECONDS.day);
    expect(JSON.parse(backend.data.get(STORAGE_KEY) ?? "{}")).toEqual({
      a: 1,
      __expiration: { a: snapshot.now + 86400 * 1000 },
    });
    vi.advanceTimersByTime(86400 * 1000 - 1);
    expect(storage.get("a")).toBe(1);
    vi.advanceTimersByTime(1);
    expect(storage.get("a")).toBeUndefined();
    expect(JSON.parse(backend.data.get(STORAGE_KEY) ?? "{}")).toEqual({ __expiration: {} });
  });

  it("reads a broken stored value as empty", () => {
    const backend = memoryBackend();
    backend.data.set(STORAGE_KEY, "{not json");
    expect(new PopupStorage(backend).get("pageViews")).toBeUndefined();
  });

  it("counts page views, per-page views keyed by 50 characters of the address, and sessions (W-POPUP-44, W-POPUP-42, S-THEME-23)", () => {
    const s = stores();
    const url = "https://shop.example/popups-a-very-long-page-address-that-goes-on/";
    countPageView(s, url);
    countPageView(s, url);
    expect(s.local.count("pageViews")).toBe(2);
    expect(s.local.count("sessions")).toBe(1);
    const key = storageKeys.pageView(url);
    expect(key).toHaveLength(50);
    expect(key).toBe(`pageViews_${url}`.slice(0, 50));
    expect(s.local.count(key)).toBe(2);
  });
});

describe("timing rules", () => {
  it("url: show is a contains test, hide inverts, regex matches; an invalid regex fails (W-POPUP-24..26, W-POPUP-43)", () => {
    expect(urlRulePasses("show", "google", "https://www.google.com/")).toBe(true);
    expect(urlRulePasses("show", "bing", "https://www.google.com/")).toBe(false);
    expect(urlRulePasses("hide", "google", "https://www.google.com/")).toBe(false);
    expect(urlRulePasses("hide", "bing", "https://www.google.com/")).toBe(true);
    expect(urlRulePasses("regex", "^https://(www\\.)?google\\.", "https://www.google.com/")).toBe(true);
    expect(urlRulePasses("regex", "[unclosed", "https://www.google.com/[unclosed")).toBe(false);
  });

  it("sources: all three pass; internal is the same host ignoring www; search is a named engine (W-POPUP-27..30)", () => {
    const here = "https://shop.example/popups/";
    expect(sourceRulePasses(["internal", "external", "search"], "", here)).toBe(true);
    expect(sourceRulePasses(["internal"], "https://www.shop.example/other/", here)).toBe(true);
    expect(sourceRulePasses(["internal"], "https://elsewhere.example/", here)).toBe(false);
    expect(sourceRulePasses(["external"], "https://elsewhere.example/", here)).toBe(true);
    expect(sourceRulePasses(["external"], "https://shop.example/", here)).toBe(false);
    expect(sourceRulePasses(["search"], "https://www.google.com/search?q=shoes", here)).toBe(true);
    expect(sourceRulePasses(["search"], "https://www.bing.com/", here)).toBe(true);
    expect(sourceRulePasses(["search"], "https://elsewhere.example/", here)).toBe(false);
    expect(sourceRulePasses(["external"], "https://www.google.com/", here)).toBe(false);
  });

  it("logged in: anonymous passes; all users fails; listed roles fail; roles come from the page (W-POPUP-31, W-POPUP-32, W-POPUP-33, W-POPUP-34)", () => {
    const all = timing({ logged_in: "yes", logged_in_users: "all" });
    const custom = timing({ logged_in: "yes", logged_in_users: "custom", logged_in_roles: ["customer"] });
    expect(loggedInRulePasses(all, { loggedIn: false, roles: [] })).toBe(true);
    expect(loggedInRulePasses(all, { loggedIn: true, roles: ["customer"] })).toBe(false);
    expect(loggedInRulePasses(custom, { loggedIn: true, roles: ["customer"] })).toBe(false);
    expect(loggedInRulePasses(custom, { loggedIn: true, roles: ["subscriber"] })).toBe(true);
  });

  it("page views and sessions: grown by the setting since first seen (W-POPUP-35, W-POPUP-36)", () => {
    const s = stores();
    const rules = timing({ page_views: "yes", page_views_views: 2 });
    countPageView(s, snapshot.location);
    expect(failingTimingRules(1, rules, snapshot, s)).toEqual(["page_views"]);
    expect(s.local.get(storageKeys.initialPageViews(1))).toBe(1);
    countPageView(s, snapshot.location);
    expect(failingTimingRules(1, rules, snapshot, s)).toEqual(["page_views"]);
    countPageView(s, snapshot.location);
    expect(failingTimingRules(1, rules, snapshot, s)).toEqual([]);

    const sessions = timing({ sessions: "yes", sessions_sessions: 1 });
    expect(failingTimingRules(2, sessions, snapshot, s)).toEqual(["sessions"]);
    s.session = new PopupStorage(memoryBackend()); // a new browser session
    countPageView(s, snapshot.location);
    expect(failingTimingRules(2, sessions, snapshot, s)).toEqual([]);
  });

  it("devices and browsers follow the viewport and user agent", () => {
    const s = stores();
    const mobileOnly = timing({ devices: "yes", devices_devices: ["mobile"] });
    expect(failingTimingRules(1, mobileOnly, snapshot, s)).toEqual(["devices"]);
    expect(failingTimingRules(1, mobileOnly, { ...snapshot, viewportWidth: 390 }, s)).toEqual([]);
    const firefox = timing({ browsers: "yes", browsers_browsers: "custom", browsers_options: ["firefox"] });
    expect(failingTimingRules(1, firefox, snapshot, s)).toEqual(["browsers"]);
    expect(browserOf(snapshot.userAgent)).toBe("chrome");
    expect(browserOf("Mozilla/5.0 Gecko/20100101 Firefox/130.0")).toBe("firefox");
    expect(browserOf("Mozilla/5.0 Chrome/130 Safari/537 Edg/130")).toBe("edge");
  });

  it("times: below the limit per day, week, month and session; counted on open or close (W-POPUP-37..39, W-POPUP-45)", () => {
    for (const [period, seconds] of Object.entries(PERIOD_SECONDS)) {
      const s = stores();
      const rules = timing({ times: "yes", times_period: period, times_times: 2, times_count: "open" });
      recordImpression(1, rules, s, "open");
      expect(failingTimingRules(1, rules, snapshot, s)).toEqual([]);
      vi.advanceTimersByTime(1000);
      recordImpression(1, rules, s, "open");
      expect(failingTimingRules(1, rules, snapshot, s)).toEqual(["times"]);
      expect(s.local.count(storageKeys.times(1))).toBe(2);
      // The period runs from the first impression.
      vi.advanceTimersByTime(seconds * 1000 - 1001);
      expect(failingTimingRules(1, rules, snapshot, s)).toEqual(["times"]);
      vi.advanceTimersByTime(1);
      expect(failingTimingRules(1, rules, snapshot, s)).toEqual([]);
    }
    const s = stores();
    const onClose = timing({ times: "yes", times_period: "session", times_times: 1, times_count: "close" });
    recordImpression(3, onClose, s, "open");
    expect(failingTimingRules(3, onClose, snapshot, s)).toEqual([]);
    recordImpression(3, onClose, s, "close");
    expect(failingTimingRules(3, onClose, snapshot, s)).toEqual(["times"]);
    expect(s.session.count(storageKeys.impressions(3))).toBe(1);
    const allTime = timing({ times: "yes", times_times: 1 });
    recordImpression(4, allTime, s, "open");
    expect(failingTimingRules(4, allTime, snapshot, s)).toEqual(["times"]);
  });

  it("schedule: between start and end in the shop's or the visitor's time zone (W-POPUP-40, W-POPUP-41)", () => {
    // 12:00 UTC is 13:00 in Berlin and 07:00 in New York.
    const site = timing({
      schedule: "yes",
      schedule_start_date: "2026-11-24 12:30",
      schedule_end_date: "2026-11-24 14:00",
    });
    expect(scheduleRulePasses(site, snapshot)).toBe(true);
    const visitor = { ...site, schedule_timezone: "user" as const };
    expect(scheduleRulePasses(visitor, snapshot)).toBe(false);
    expect(scheduleRulePasses(visitor, { ...snapshot, now: Date.UTC(2026, 10, 24, 18, 0) })).toBe(true);
    expect(scheduleRulePasses(site, { ...snapshot, now: Date.UTC(2026, 10, 24, 13, 0, 1) })).toBe(false);
    expect(scheduleRulePasses(timing({ schedule: "yes", schedule_start_date: "soon" }), snapshot)).toBe(
      false,
    );
  });

  it("schedule in the shop's time: the server's bounds stand in for the browser's time-zone lookup (W-POPUP-40)", () => {
    const site = timing({
      schedule: "yes",
      schedule_start_date: "2026-11-24 12:30",
      schedule_end_date: "2026-11-24 14:00",
    });
    // Berlin is UTC+1 in November.
    const bounds = siteScheduleBounds(site, "Europe/Berlin");
    expect(bounds).toEqual({
      zone: "Europe/Berlin",
      start: Date.UTC(2026, 10, 24, 11, 30),
      end: Date.UTC(2026, 10, 24, 13, 0),
    });
    expect(scheduleRulePasses(site, snapshot, bounds)).toBe(true);
    expect(scheduleRulePasses(site, { ...snapshot, now: Date.UTC(2026, 10, 24, 13, 0, 1) }, bounds)).toBe(
      false,
    );
    // The bounds are what is read: ones that exclude now fail the rule the dates alone would pass.
    const later = { zone: "Europe/Berlin", start: snapshot.now + 1 };
    expect(scheduleRulePasses(site, snapshot, later)).toBe(false);
    // Worked out for another zone than the page's shop zone (a stored page from before a settings change): ignored.
    expect(scheduleRulePasses(site, snapshot, { ...later, zone: "Asia/Tokyo" })).toBe(true);
    expect(failingTimingRules(1, site, snapshot, stores(), later)).toEqual(["schedule"]);
    // A schedule in the visitor's time has none, and ignores any.
    const visitor = { ...site, schedule_timezone: "user" as const };
    expect(siteScheduleBounds(visitor, "Europe/Berlin")).toBeUndefined();
    expect(scheduleRulePasses(visitor, { ...snapshot, now: Date.UTC(2026, 10, 24, 18, 0) }, later)).toBe(
      true,
    );
    // An unreadable date is null: the rule fails, as it does when the browser reads the date.
    const unreadable = timing({ schedule: "yes", schedule_start_date: "soon" });
    const unreadableBounds = siteScheduleBounds(unreadable, "Europe/Berlin");
    expect(unreadableBounds).toEqual({ zone: "Europe/Berlin", start: null });
    expect(scheduleRulePasses(unreadable, snapshot, unreadableBounds)).toBe(false);
    expect(siteScheduleBounds(timing({ schedule: "" }), "Europe/Berlin")).toBeUndefined();
    // popupConfig carries them to the browser module when given the shop's zone.
    expect(
      popupConfig(
        7,
        {},
        { timing: { schedule: "yes", schedule_end_date: "2026-11-24 14:00" } },
        "Europe/Berlin",
      ).schedule_bounds,
    ).toEqual({ zone: "Europe/Berlin", end: Date.UTC(2026, 10, 24, 13, 0) });
  });

  it("do_not_show_again disables a popup for good; avoid-multiple suppresses a second popup (W-POPUP-21..23)", () => {
    const s = stores();
    expect(isDisabled(5, s)).toBe(false);
    disableForGood(5, s);
    expect(isDisabled(5, s)).toBe(true);
    expect(JSON.parse(s.localBackend.data.get(STORAGE_KEY) ?? "{}")).toMatchObject({ popup_5_disable: true });
    expect(mayOpen({ disabled: false, avoidMultiple: true, popped: false })).toBe(true);
    expect(mayOpen({ disabled: false, avoidMultiple: true, popped: true })).toBe(false);
    expect(mayOpen({ disabled: false, avoidMultiple: false, popped: true })).toBe(true);
    expect(mayOpen({ disabled: true, avoidMultiple: false, popped: false })).toBe(false);
  });
});

function fakeEnvironment() {
  const listeners = {
    scroll: new Set<() => void>(),
    click: new Set<() => void>(),
    activity: new Set<() => void>(),
    leave: new Set<(y: number) => void>(),
    visible: new Map<string, () => void>(),
  };
  const state = { y: 0, height: 1000, blocked: false };
  const add =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  const env: TriggerEnvironment = {
    onScroll: add(listeners.scroll),
    scrollY: () => state.y,
    scrollableHeight: () => state.height,
    onVisible(selector, listener) {
      listeners.visible.set(selector, listener);
      return () => listeners.visible.delete(selector);
    },
    onBodyClick: add(listeners.click),
    onActivity: add(listeners.activity),
    onPointerLeave: add(listeners.leave),
    adblockBaitBlocked: () => state.blocked,
  };
  return { env, listeners, state };
}

const triggers = (values: Record<string, unknown>) => popupConfig(1, {}, { triggers: values }).triggers;

describe("triggers", () => {
  it("page load after its delay in seconds; the first trigger disarms the rest (W-POPUP-11, W-POPUP-14, W-POPUP-15)", () => {
    const { env, listeners } = fakeEnvironment();
    const open = vi.fn();
    armTriggers(triggers({ page_load: "yes", page_load_delay: 5, click: "yes" }), env, open);
    vi.advanceTimersByTime(4999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledWith("page_load");
    expect(listeners.click.size).toBe(0);
  });

  it("scrolling down past the offset, or up on any upward scroll (W-POPUP-11)", () => {
    expect(scrollTriggerFires("down", 50, 0, 499, 1000)).toBe(false);
    expect(scrollTriggerFires("down", 50, 0, 500, 1000)).toBe(true);
    expect(scrollTriggerFires("up", 0, 300, 299, 1000)).toBe(true);
    expect(scrollTriggerFires("up", 0, 300, 301, 1000)).toBe(false);
    const { env, listeners, state } = fakeEnvironment();
    const open = vi.fn();
    armTriggers(triggers({ scrolling: "yes", scrolling_direction: "down", scrolling_offset: 30 }), env, open);
    state.y = 200;
    for (const listener of listeners.scroll) listener();
    expect(open).not.toHaveBeenCalled();
    state.y = 300;
    for (const listener of [...listeners.scroll]) listener();
    expect(open).toHaveBeenCalledOnce();
  });

  it("scrolling to a selector, click count, exit intent (W-POPUP-11, W-POPUP-12)", () => {
    const { env, listeners } = fakeEnvironment();
    const open = vi.fn();
    armTriggers(triggers({ scrolling_to: "yes", scrolling_to_selector: "#offer" }), env, open);
    listeners.visible.get("#offer")?.();
    expect(open).toHaveBeenCalledWith("scrolling_to");

    const clicks = fakeEnvironment();
    const clickOpen = vi.fn();
    armTriggers(triggers({ click: "yes", click_times: 3 }), clicks.env, clickOpen);
    for (const _ of [1, 2]) for (const listener of [...clicks.listeners.click]) listener();
    expect(clickOpen).not.toHaveBeenCalled();
    for (const listener of [...clicks.listeners.click]) listener();
    expect(clickOpen).toHaveBeenCalledWith("click");

    const exit = fakeEnvironment();
    const exitOpen = vi.fn();
    armTriggers(triggers({ exit_intent: "yes" }), exit.env, exitOpen);
    for (const listener of [...exit.listeners.leave]) listener(200);
    expect(exitOpen).not.toHaveBeenCalled();
    for (const listener of [...exit.listeners.leave]) listener(-2);
    expect(exitOpen).toHaveBeenCalledWith("exit_intent");
  });

  it("inactivity restarts on activity; adblock checks the bait after its delay (W-POPUP-12)", () => {
    const { env, listeners, state } = fakeEnvironment();
    const open = vi.fn();
    armTriggers(triggers({ inactivity: "yes", inactivity_time: 10 }), env, open);
    vi.advanceTimersByTime(9000);
    for (const listener of listeners.activity) listener();
    vi.advanceTimersByTime(9999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledWith("inactivity");

    const ad = fakeEnvironment();
    const adOpen = vi.fn();
    armTriggers(triggers({ adblock_detection: "yes", adblock_detection_delay: 2 }), ad.env, adOpen);
    ad.state.blocked = true;
    vi.advanceTimersByTime(1999);
    expect(adOpen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(adOpen).toHaveBeenCalledWith("adblock_detection");
    const notBlocked = fakeEnvironment();
    const never = vi.fn();
    armTriggers(triggers({ adblock_detection: "yes" }), notBlocked.env, never);
    vi.advanceTimersByTime(5000);
    expect(never).not.toHaveBeenCalled();
    void state;
  });
});

describe("open and close timers", () => {
  it("focus after 250 ms (100 ms elsewhere), close button after its delay, auto close in seconds (W-POPUP-19, W-POPUP-20, W-POPUP-47)", () => {
    expect(POPUP_FOCUS_DELAY_MS).toBe(250);
    expect(FOCUS_DELAY_MS).toBe(100);
    expect(secondsToMs(2.5)).toBe(2500);
    const hooks = { focusInside: vi.fn(), showCloseButton: vi.fn(), closeAutomatically: vi.fn() };
    startOpenTimers({ close_button_delay: 2, close_automatically: 10 }, hooks);
    vi.advanceTimersByTime(249);
    expect(hooks.focusInside).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hooks.focusInside).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2000 - 251);
    expect(hooks.showCloseButton).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hooks.showCloseButton).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(7999);
    expect(hooks.closeAutomatically).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hooks.closeAutomatically).toHaveBeenCalledOnce();
  });

  it("without delays the close button shows at once; cancelling stops the timers", () => {
    const hooks = { focusInside: vi.fn(), showCloseButton: vi.fn(), closeAutomatically: vi.fn() };
    const cancel = startOpenTimers({ close_button_delay: 0, close_automatically: 3 }, hooks);
    expect(hooks.showCloseButton).toHaveBeenCalledOnce();
    cancel();
    vi.advanceTimersByTime(5000);
    expect(hooks.focusInside).not.toHaveBeenCalled();
    expect(hooks.closeAutomatically).not.toHaveBeenCalled();
  });

  it("closing hides after the 450 ms animation, at once under reduced motion (W-POPUP-48)", () => {
    expect(CLOSE_ANIMATION_MS).toBe(450);
    const hide = vi.fn();
    finishClosing(false, hide);
    vi.advanceTimersByTime(449);
    expect(hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledOnce();
    const reduced = vi.fn();
    finishClosing(true, reduced);
    expect(reduced).toHaveBeenCalledOnce();
  });
});
