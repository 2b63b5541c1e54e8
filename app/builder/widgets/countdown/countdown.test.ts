import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { refreshCountdowns } from "./countdown.server.ts";
import { dueTimestamp } from "./countdown-time.ts";

describe("countdown widget", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2030, 0, 1, 0, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("renders the time left at render time and the due date as text (W-COUNT-01)", async () => {
    const { inner } = await renderWidget("countdown", { due_date: "2030-01-02 02:03" });
    expect(inner).toContain(
      'class="elementor-countdown-wrapper elementor-countdown--label-block" role="timer"',
    );
    expect(inner).toContain(
      '<span class="elementor-countdown-digits elementor-countdown-days" data-unit="days" data-due="1893549780000" data-units="days,hours,minutes,seconds">01</span> <span class="elementor-countdown-label">Days</span>',
    );
    expect(inner).toContain(
      'data-unit="hours" data-due="1893549780000" data-units="days,hours,minutes,seconds">02<',
    );
    expect(inner).toContain(
      'data-unit="minutes" data-due="1893549780000" data-units="days,hours,minutes,seconds">03<',
    );
    expect(inner).toContain(
      '<p class="vitrine-countdown-due">Ends <time dateTime="2030-01-02T02:03:00.000Z">2 January 2030 at 02:03</time></p>',
    );
  });

  it("hidden units give their time to the next shown unit, custom labels are escaped (W-COUNT-08)", async () => {
    const { inner } = await renderWidget("countdown", {
      due_date: "2030-01-02 02:03",
      show_days: "",
      show_seconds: "",
      custom_labels: "yes",
      label_hours: "<b>Hrs</b>",
    });
    expect(inner).not.toContain("elementor-countdown-days");
    expect(inner).toContain(
      'data-units="hours,minutes">26</span> <span class="elementor-countdown-label">&lt;b&gt;Hrs&lt;/b&gt;</span>',
    );
  });

  it("shows the finish message at once when the due date has passed, hiding the timer when asked (W-COUNT-02)", async () => {
    const { inner } = await renderWidget("countdown", {
      due_date: "2029-12-31 12:00",
      expire_actions: ["hide", "message"],
      message_after_expire: "The sale has ended <script>",
    });
    expect(inner).toContain('role="timer" aria-label="Time left until 31 December 2029 at 12:00" hidden=""');
    expect(inner).toContain(
      '<div class="elementor-countdown-expire--message" role="status">The sale has ended &lt;script&gt;</div>',
    );
  });

  it("an evergreen countdown renders its full interval (each visitor's own due date is set in the browser)", async () => {
    const { inner } = await renderWidget("countdown", {
      countdown_type: "evergreen",
      evergreen_counter_hours: "2",
      evergreen_counter_minutes: "30",
    });
    expect(inner).toContain(
      'class="elementor-countdown-digits elementor-countdown-hours" data-unit="hours">02<',
    );
    expect(inner).toContain('data-unit="minutes">30<');
    expect(inner).toContain("&quot;evergreen&quot;:9000");
    expect(inner).not.toContain("data-due");
  });

  it("reports a countdown without a due date to the owner", async () => {
    const { report } = await renderWidget("countdown", { due_date: "soon" });
    expect(JSON.stringify(report)).toContain("countdown w1 has no valid due date");
  });

  it("ElementsKit: its styles, weeks on the flip clock, the finish title and content (W-COUNT-02)", async () => {
    const flip = await renderWidget("elementskit-countdown-timer", {
      ekit_countdown_timer_style: "style3",
      ekit_countdown_timer_due_time: "2030-01-09 00:00",
    });
    expect(flip.inner).toContain(
      'class="elementskit-countdown-timer elementskit-countdown-timer-3" role="timer"',
    );
    expect(flip.inner).toContain(
      '<span class="elementskit-timer-count" data-unit="weeks" data-due="1894147200000" data-units="weeks,days,hours,minutes,seconds">01</span><span class="elementskit-timer-title">Weeks</span>',
    );
    const done = await renderWidget("elementskit-countdown-timer", {
      ekit_countdown_timer_due_time: "2029-06-01",
      ekit_countdown_timer_expiry_content: "See you next year",
    });
    expect(done.inner).toContain(
      '<div class="elementskit-countdown-finish" role="status"><h3 class="ekit-countdown-finish-title">Countdown is finished!</h3><p class="ekit-countdown-finish-content">See you next year</p></div>',
    );
  });

  it("ElementsKit zoom counter ends with EXPIRED (W-COUNT-03)", async () => {
    const { inner } = await renderWidget("elementskit-countdown-timer", {
      ekit_countdown_timer_style: "style6",
      ekit_countdown_timer_due_time: "2029-06-01",
    });
    expect(inner).toContain('<span class="ekit-zoom-counter">EXPIRED</span>');
  });

  it("keeps a redirect only to a safe address", async () => {
    const { inner } = await renderWidget("countdown", {
      due_date: "2030-01-02 00:00",
      expire_actions: ["redirect"],
      expire_redirect_url: { url: "javascript:alert(1)" },
    });
    expect(inner).toContain("&quot;redirect&quot;:&quot;&quot;");
  });
});

describe("countdown time", () => {
  it("reads due dates in the shop's time zone", () => {
    expect(dueTimestamp("2030-12-24 23:59", "UTC")).toBe(Date.UTC(2030, 11, 24, 23, 59));
    expect(dueTimestamp("2030-12-24 23:59", "Europe/Paris")).toBe(Date.UTC(2030, 11, 24, 22, 59));
    expect(dueTimestamp("2030-12-24", "UTC")).toBe(Date.UTC(2030, 11, 24));
    expect(dueTimestamp("2030-13-24", "UTC")).toBeNull();
    expect(dueTimestamp("", "UTC")).toBeNull();
  });

  it("refreshes the digits of cached markup to the time left now, so the first paint is right", () => {
    const due = Date.UTC(2030, 0, 2, 2, 3, 0);
    const html = `<span class="elementor-countdown-digits elementor-countdown-days" data-unit="days" data-due="${due}" data-units="days,hours,minutes,seconds">05</span><span class="x" data-unit="minutes" data-due="${due}" data-units="days,hours,minutes,seconds">59</span>`;
    expect(refreshCountdowns(html, Date.UTC(2030, 0, 1, 0, 0, 0))).toBe(
      html.replace(">05<", ">01<").replace(">59<", ">03<"),
    );
    expect(refreshCountdowns(html, due + 1000)).toContain(">00</span>");
    expect(refreshCountdowns("<p>no countdown</p>", 0)).toBe("<p>no countdown</p>");
  });
});
