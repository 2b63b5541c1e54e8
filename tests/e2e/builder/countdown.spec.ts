import { expect, test } from "../fixtures.ts";
import { CONTENT_PAGES, checkLookAndAxe } from "./content-support.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

/** The sale's due date, "2030-01-01 00:00" in the shop's time zone (the demo settings: Europe/Paris, UTC+1 then). */
const DUE = Date.UTC(2029, 11, 31, 23, 0, 0);
const sale = ".elementor-element-c600003";
const evergreen = ".elementor-element-c600012";
const flip = ".elementor-element-c600022";
const zoom = ".elementor-element-c600032";
const ended = ".elementor-element-c600042";

test.describe("countdown", () => {
  test("without script: the time left as of the response, the due date as text, a past sale's message (W-COUNT-01, W-COUNT-02)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const before = Date.now();
    await page.goto(CONTENT_PAGES.countdown);
    const days = Number(await page.locator(`${sale} .elementor-countdown-days`).textContent());
    const expected = Math.floor((DUE - before) / 86_400_000);
    expect([expected, expected - 1]).toContain(days);
    await expect(page.locator(`${sale} .vitrine-countdown-due`)).toHaveText("Ends 1 January 2030 at 00:00");
    await expect(page.locator(`${ended} .elementor-countdown-expire--message`)).toHaveText(
      "This sale has ended.",
    );
    await expect(page.locator(`${ended} .vitrine-countdown-due`)).toHaveText("Ended 1 January 2020 at 00:00");
    // Evergreen: the full interval for a visitor seen for the first time.
    await expect(page.locator(`${evergreen} .elementor-countdown-hours`)).toHaveText("01");
    await expect(page.locator(`${evergreen} .elementor-countdown-minutes`)).toHaveText("30");
    await context.close();
  });

  test("runs every 100 ms and finishes: message, hidden timer, ElementsKit finish title, zoom EXPIRED (W-COUNT-01, W-COUNT-02, W-COUNT-03, W-COUNT-08, W-COUNT-10)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.clock.install({ time: new Date(DUE - 60_000) });
    await page.goto(CONTENT_PAGES.countdown);
    await waitForBuilderRuntime(page);
    const root = page.locator(`${sale} .vitrine-countdown`);
    await expect(root).toHaveAttribute("data-countdown-state", "running");
    // Five seconds before the end, with time under the test's control from here.
    await page.clock.pauseAt(new Date(DUE - 5_000));
    await expect(page.locator(`${sale} .elementor-countdown-seconds`)).toHaveText("05");
    await expect(page.locator(`${sale} .elementor-countdown-days`)).toHaveText("00");
    await page.clock.runFor(1_000);
    await expect(page.locator(`${sale} .elementor-countdown-seconds`)).toHaveText("04");
    // The label's markup is text, never an element (W-COUNT-08).
    await expect(page.locator(`${sale} .elementor-countdown-label`).first()).toHaveText(
      "Days <img src=x onerror=alert(1)>",
    );
    await expect(page.locator(`${sale} img`)).toHaveCount(0);
    await page.clock.runFor(4_000);
    await expect(root).toHaveAttribute("data-countdown-state", "finished");
    await expect(page.locator(`${sale} [role=timer]`)).toBeHidden();
    await expect(page.locator(`${sale} .elementor-countdown-expire--message`)).toHaveText(
      "The winter sale has ended. <b>See you next year</b>",
    );
    await expect(page.locator(`${flip} [role=timer]`)).toBeHidden();
    await expect(page.locator(`${flip} .ekit-countdown-finish-title`)).toHaveText("The flash sale is over");
    await expect(page.locator(`${flip} .ekit-countdown-finish-content`)).toHaveText(
      "Thank you for shopping with us.",
    );
    await expect(page.locator(`${zoom} .ekit-zoom-counter`)).toHaveText("EXPIRED");
    expect(errors).toEqual([]);
  });

  test("stops and resumes through its method API, and an unknown method throws (W-COUNT-01, W-COUNT-09)", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(DUE - 60_000) });
    await page.goto(CONTENT_PAGES.countdown);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${sale} .vitrine-countdown`)).toHaveAttribute(
      "data-countdown-state",
      "running",
    );
    const outcome = await page.evaluate((selector) => {
      const element = document.querySelector(selector) as HTMLElement & {
        vitrineCountdown: { call(method: string): void; state: string };
      };
      element.vitrineCountdown.call("stop");
      const stopped = element.vitrineCountdown.state;
      let error = "";
      try {
        element.vitrineCountdown.call("explode");
      } catch (caught) {
        error = (caught as Error).message;
      }
      element.vitrineCountdown.call("resume");
      return { stopped, error, resumed: element.vitrineCountdown.state };
    }, sale);
    expect(outcome).toEqual({
      stopped: "stopped",
      error: "Method explode does not exist on countdown",
      resumed: "running",
    });
  });

  test("an evergreen countdown keeps each visitor's own due date across visits (W-COUNT-01)", async ({
    page,
  }) => {
    await page.goto(CONTENT_PAGES.countdown);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${evergreen} .elementor-countdown-hours`)).toHaveText("01");
    const key = "vitrine-countdown-60001-c600012";
    const stored = await page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? "null"), key);
    expect(stored).toMatchObject({ interval: 5400 });
    // Ten minutes of this visitor's offer are left: a new visit shows those, not a fresh interval.
    await page.evaluate((name) => {
      localStorage.setItem(name, JSON.stringify({ due: Date.now() + 10 * 60_000 + 30_000, interval: 5400 }));
    }, key);
    await page.reload();
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${evergreen} .elementor-countdown-hours`)).toHaveText("00");
    await expect(page.locator(`${evergreen} .elementor-countdown-minutes`)).toHaveText("10");
  });

  test("looks designed and axe finds nothing at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(120_000); // two axe passes and two full-page screenshots
    await page.goto(CONTENT_PAGES.countdown);
    await waitForBuilderRuntime(page);
    await checkLookAndAxe(page, "countdown");
  });
});
