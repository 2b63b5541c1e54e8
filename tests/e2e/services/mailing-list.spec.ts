import { collectErrors, expectNoAxeViolations, waitForBuilderRuntime } from "../builder/support.ts";
import { MAIL_MESSAGES, SERVICES_PAGES } from "../content/build-services.ts";
import { expect, test } from "../fixtures.ts";

const PAGE = SERVICES_PAGES.mailingList.path;
const letter = ".elementor-element-c800003";
const classes = ".elementor-element-c800012";
/** A fresh address per run: the servers keep their database between specs. */
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("mailing-list sign-up (ElementsKit)", () => {
  test("W-MAIL-01 W-MAIL-02 W-MAIL-04 W-MAIL-06 the form sends GET sendmail?listed=<list> with X-WP-Nonce; subscribed shows the success message, a second time the title", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const email = unique("ada");
    await page.locator(`${letter} input[name="email"]`).fill(email);
    const [request] = await Promise.all([
      page.waitForRequest((candidate) =>
        candidate.url().includes("/wp-json/elementskit/v1/widget/mailchimp/sendmail/"),
      ),
      page.locator(`${letter} .ekit-mail-submit`).click(),
    ]);
    const url = new URL(request.url());
    expect(request.method()).toBe("GET");
    expect(url.searchParams.get("listed")).toBe("workshop-letter");
    expect(url.searchParams.get("email")).toBe(email);
    expect(url.searchParams.get("double_opt_in")).toBe("");
    expect(request.headers()["x-wp-nonce"]).toMatch(/^[0-9a-f]{10}$/);
    const message = page.locator(`${letter} .ekit-mail-message`);
    await expect(message).toHaveText(MAIL_MESSAGES.success);
    await expect(message).toHaveClass(/success/);
    await expect(page.locator(`${letter} input[name="email"]`)).toHaveValue("");

    await page.locator(`${letter} input[name="email"]`).fill(email);
    await page.locator(`${letter} .ekit-mail-submit`).click();
    await expect(message).toHaveText("Member Exists");
    await expect(message).toHaveClass(/error/);
    expect(errors).toEqual([]);
  });

  test("W-MAIL-05 double opt-in answers pending and shows the opt-in message", async ({ page }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    await page.locator(`${classes} input[name="firstname"]`).fill("Grace");
    await page.locator(`${classes} input[name="lastname"]`).fill("Hopper");
    await page.locator(`${classes} input[name="email"]`).fill(unique("grace"));
    await page.locator(`${classes} .ekit-mail-submit`).click();
    await expect(page.locator(`${classes} .ekit-mail-message`)).toHaveText(MAIL_MESSAGES.optIn);
  });

  test("W-MAIL-03 a non-empty error is shown as 'Found error : <error>' styled as an error", async ({
    page,
  }) => {
    await page.route("**/wp-json/elementskit/v1/widget/mailchimp/sendmail/**", (route) =>
      route.fulfill({ json: { success: [], error: "Mailchimp: Service Unavailable" } }),
    );
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    await page.locator(`${letter} input[name="email"]`).fill(unique("err"));
    await page.locator(`${letter} .ekit-mail-submit`).click();
    const message = page.locator(`${letter} .ekit-mail-message`);
    await expect(message).toHaveText("Found error : Mailchimp: Service Unavailable");
    await expect(message).toHaveClass(/error/);
    expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(138, 28, 28)");
  });

  test("W-MAIL-04 W-MAIL-06 without script the form posts and the answer page shows the same messages", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const email = unique("noscript");
    await page.locator(`${letter} input[name="email"]`).fill(email);
    await page.locator(`${letter} .ekit-mail-submit`).click();
    await expect(page.locator(".ekit-mail-message.success")).toHaveText(MAIL_MESSAGES.success);
    await page.getByRole("link", { name: "Back to the page you were on" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.locator(`${letter} input[name="email"]`).fill(email);
    await page.locator(`${letter} .ekit-mail-submit`).click();
    await expect(page.locator(".ekit-mail-message.error")).toHaveText("Member Exists");
    await context.close();
  });

  test("looks designed at 1366 and 390 px, no axe violations", async ({ page }) => {
    await page.goto(PAGE);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/services/mailing-list-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, `${width}px: `);
    }
  });
});
