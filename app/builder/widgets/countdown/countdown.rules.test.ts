import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  COUNTDOWN_PRECISION_MS,
  Countdown,
  countdownOffset,
  escapeHtml,
  evergreenDueDate,
  formatCountdown,
  parseCountdownDate,
  unitValues,
  ZOOM_EXPIRED_TEXT,
} from "./countdown.rules.ts";

describe("countdown date parser", () => {
  it("accepts a Date object (W-COUNT-04)", () => {
    const date = new Date(2030, 0, 2, 3, 4, 5);
    expect(parseCountdownDate(date)).toBe(date);
  });

  it("accepts a numeric timestamp, as a number or all digits (W-COUNT-05)", () => {
    expect(parseCountdownDate(1893456000000).getTime()).toBe(1893456000000);
    expect(parseCountdownDate("1893456000000").getTime()).toBe(1893456000000);
  });

  it("accepts MM/DD/YYYY, YYYY/MM/DD and YYYY-MM-DD, with an optional time, in local time (W-COUNT-06)", () => {
    const expected = new Date(2030, 11, 24, 18, 30, 15).getTime();
    expect(parseCountdownDate("12/24/2030 18:30:15").getTime()).toBe(expected);
    expect(parseCountdownDate("2030/12/24 18:30:15").getTime()).toBe(expected);
    expect(parseCountdownDate("2030-12-24 18:30:15").getTime()).toBe(expected);
    expect(parseCountdownDate("2030-12-24").getTime()).toBe(new Date(2030, 11, 24).getTime());
    expect(parseCountdownDate("12/24/2030").getTime()).toBe(new Date(2030, 11, 24).getTime());
  });

  it("throws Couldn't cast `<value>` to a date object. for anything else (W-COUNT-07)", () => {
    for (const value of [
      "tomorrow",
      "24.12.2030",
      "2030-12-24T18:30",
      "",
      {},
      null,
      undefined,
      1.5,
      Number.NaN,
    ])
      expect(() => parseCountdownDate(value)).toThrow(`Couldn't cast \`${String(value)}\` to a date object.`);
    expect(() => parseCountdownDate(new Date("nope"))).toThrow("Couldn't cast");
  });
});

describe("countdown formatter", () => {
  // 1 day, 2 hours, 3 minutes, 4 seconds: 93784 s.
  const offset = countdownOffset(new Date(93_784_000), 0);

  it("formats every directive, padded to two digits", () => {
    expect(formatCountdown("%D %H %M %S", offset)).toBe("01 02 03 04");
    expect(formatCountdown("%d %w %W %m %n", offset)).toBe("01 00 00 00 01");
    expect(formatCountdown("%I %N %T %Y", offset)).toBe("26 1563 93784 00");
  });

  it("leaves out padding with -, and writes plurals with ! (more than one is plural)", () => {
    expect(formatCountdown("%-D %-H", offset)).toBe("1 2");
    expect(formatCountdown("%-D day%!D, %-H hour%!H", offset)).toBe("1 day, 2 hours");
    expect(formatCountdown("%-D %!D:day,days; %-M %!M:minute,minutes;", offset)).toBe("1 day 3 minutes");
    expect(formatCountdown("%-H hour%!H:s;", offset)).toBe("2 hours");
  });

  it("writes %% as a percent sign and leaves unknown directives", () => {
    expect(formatCountdown("100%% %Q", offset)).toBe("100% %Q");
  });

  it("splits seconds into the shown units, the largest absorbing hidden ones", () => {
    expect(unitValues(93_784, ["days", "hours", "minutes", "seconds"])).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(unitValues(93_784, ["hours", "minutes"])).toEqual({ hours: 26, minutes: 3 });
    expect(unitValues(8 * 86400, ["weeks", "days"])).toEqual({ weeks: 1, days: 1 });
  });

  it("escapes values before they go into HTML (W-COUNT-08)", () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;",
    );
  });
});

describe("countdown timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2030, 0, 1, 0, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("updates every 100 ms: running, then finished at zero with a finish event (W-COUNT-01, W-COUNT-10)", () => {
    expect(COUNTDOWN_PRECISION_MS).toBe(100);
    const countdown = new Countdown(Date.now() + 2500);
    const texts: string[] = [];
    const finish = vi.fn();
    countdown.on("update", (event) => texts.push(event.strftime("%M:%S")));
    countdown.on("finish", finish);
    countdown.start();
    expect(countdown.state).toBe("running");
    expect(texts).toEqual(["00:03"]);
    vi.advanceTimersByTime(499);
    expect(texts).toEqual(["00:03"]);
    vi.advanceTimersByTime(1); // 500 ms: 2 s left, seen within one 100 ms tick.
    expect(texts).toEqual(["00:03", "00:02"]);
    vi.advanceTimersByTime(1_900);
    expect(texts).toEqual(["00:03", "00:02", "00:01"]);
    expect(finish).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(finish).toHaveBeenCalledTimes(1);
    expect(countdown.state).toBe("finished");
    expect(texts.at(-1)).toBe("00:00");
    vi.advanceTimersByTime(10_000);
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it("a tick is every 100 ms, not 99 or 101", () => {
    const countdown = new Countdown(Date.now() + 60_000);
    const ticks = vi.fn();
    vi.setSystemTime(new Date(2030, 0, 1, 0, 0, 0, 1)); // so each tick lands on a new second once per 1000 ms
    countdown.on("update", ticks);
    countdown.start();
    vi.advanceTimersByTime(999);
    expect(ticks).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(ticks).toHaveBeenCalledTimes(2);
  });

  it("stops with a stop event and resumes (W-COUNT-01)", () => {
    const countdown = new Countdown(Date.now() + 10_000);
    const stop = vi.fn();
    const update = vi.fn();
    countdown.on("stop", stop);
    countdown.on("update", update);
    countdown.start();
    countdown.call("stop");
    expect(countdown.state).toBe("stopped");
    expect(stop).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_000);
    expect(update).toHaveBeenCalledTimes(1);
    countdown.call("resume");
    expect(countdown.state).toBe("running");
    expect(update).toHaveBeenCalledTimes(2);
    countdown.call("setFinalDate", "2030/01/01 00:00:01");
    vi.advanceTimersByTime(1_000);
    expect(countdown.state).toBe("finished");
  });

  it("throws that an unknown method does not exist (W-COUNT-09)", () => {
    const countdown = new Countdown(Date.now() + 10_000);
    expect(() => countdown.call("explode")).toThrow("Method explode does not exist on countdown");
    expect(() => countdown.call("constructor")).toThrow("does not exist");
  });

  it("a target already past finishes at once; elapse keeps counting up", () => {
    const past = new Countdown(Date.now() - 5_000);
    past.start();
    expect(past.state).toBe("finished");
    const elapse = new Countdown(Date.now() - 5_000, { elapse: true });
    const seen: number[] = [];
    elapse.on("update", (event) => seen.push(event.offset.totalSeconds));
    elapse.start();
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([5, 6]);
    expect(elapse.state).toBe("running");
    elapse.remove();
  });

  it("the zoom counter's end text is EXPIRED (W-COUNT-03)", () => {
    expect(ZOOM_EXPIRED_TEXT).toBe("EXPIRED");
  });
});

describe("evergreen due date", () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, v: string) => items.set(key, v),
    };
  }

  it("is set per visitor on the first visit and kept until the interval changes", () => {
    const storage = memoryStorage();
    expect(evergreenDueDate(storage, "k", 3600, 1_000)).toBe(3_601_000);
    expect(evergreenDueDate(storage, "k", 3600, 50_000)).toBe(3_601_000);
    expect(evergreenDueDate(storage, "k", 7200, 50_000)).toBe(7_250_000);
  });

  it("runs from now when storage is unavailable", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(evergreenDueDate(broken, "k", 60, 0)).toBe(60_000);
    expect(evergreenDueDate(null, "k", 60, 0)).toBe(60_000);
  });
});
