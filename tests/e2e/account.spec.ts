import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const PASSWORD = "blue kettle morning";

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A fresh address per run and per test: the e2e database lives as long as the server. */
function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto("/my-account/");
  const form = page.locator("form.woocommerce-form-register");
  await form.getByLabel("Email address").fill(email);
  // Labels end with a required marker ("Password *"), so fields are found by their WooCommerce ids.
  await form.locator("#reg_password").fill(PASSWORD);
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page.locator("nav.woocommerce-MyAccount-navigation")).toBeVisible();
}

async function logIn(page: Page, login: string, password: string): Promise<void> {
  const form = page.locator("form.woocommerce-form-login");
  await form.getByLabel("Username or email address").fill(login);
  await form.locator("#password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

/** The newest .eml in the main e2e server's outbox addressed to `to`, decoded from quoted-printable. */
function lastEmailTo(to: string): string | null {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!existsSync(outbox)) return null;
  const texts = readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), "utf8"))
    .filter((text) => text.includes(`To: ${to}`));
  const last = texts.at(-1);
  return last
    ? last
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : null;
}

test.describe("my account", () => {
  test.skip(({ isMobile }) => isMobile, "one viewport is enough for account flows");

  test("register, log out, then log in again from /my-account", async ({ page }) => {
    const email = uniqueEmail("flow");
    await register(page, email);
    await expect(page.locator("body")).toHaveClass(/woocommerce-account/);
    await expect(page.locator("body")).toHaveClass(/logged-in/);
    await expect(page.getByText(/From your account dashboard/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .locator("nav.woocommerce-MyAccount-navigation")
      .getByRole("button", { name: "Log out" })
      .click();
    await expect(page.locator("form.woocommerce-form-login")).toBeVisible();
    await expect(page.locator("body")).not.toHaveClass(/logged-in/);

    await logIn(page, email, "not the password");
    await expect(page.locator("ul.woocommerce-error[role=alert]")).toContainText("incorrect");
    await expect(
      page.locator("form.woocommerce-form-login").getByLabel("Username or email address"),
    ).toHaveValue(email);

    await logIn(page, email, PASSWORD);
    await expect(page.locator("nav.woocommerce-MyAccount-navigation")).toBeVisible();
    await page.locator("nav.woocommerce-MyAccount-navigation").getByRole("link", { name: "Orders" }).click();
    await expect(page.getByText("No order has been made yet.")).toBeVisible();
    await page
      .locator("nav.woocommerce-MyAccount-navigation")
      .getByRole("link", { name: "Account details" })
      .click();
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expectNoAxeViolations(page);
  });

  test("lost password: the emailed link sets a new password once", async ({ page }) => {
    const email = uniqueEmail("reset");
    await register(page, email);
    await page
      .locator("nav.woocommerce-MyAccount-navigation")
      .getByRole("button", { name: "Log out" })
      .click();

    await page.getByRole("link", { name: "Lost your password?" }).click();
    await page.getByLabel("Username or email").fill(email);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText(/If an account matches what you entered/)).toBeVisible();

    await expect.poll(() => lastEmailTo(email)?.includes("lost-password/?key=") ?? false).toBe(true);
    const link =
      lastEmailTo(email)?.match(/http:\/\/\S+\/my-account\/lost-password\/\?key=[\w-]+&id=\d+/)?.[0] ?? "";
    await page.goto(link);
    await page.locator("#password_1").fill("green teapot evening");
    await page.locator("#password_2").fill("green teapot evening");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Your password has been reset successfully. Please log in.")).toBeVisible();

    await logIn(page, email, "green teapot evening");
    await expect(page.locator("nav.woocommerce-MyAccount-navigation")).toBeVisible();

    await page.goto(link);
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  });
});

test.describe("my account without JavaScript", () => {
  test.skip(({ isMobile }) => isMobile, "one viewport is enough for account flows");
  test.use({ javaScriptEnabled: false });

  test("register, log out and log in with plain form posts, back to a same-site redirect_to", async ({
    page,
  }) => {
    const email = uniqueEmail("noscript");
    await register(page, email);
    await page
      .locator("nav.woocommerce-MyAccount-navigation")
      .getByRole("button", { name: "Log out" })
      .click();
    await expect(page.locator("form.woocommerce-form-login")).toBeVisible();

    await page.goto("/my-account/?redirect_to=%2Fshop%2F");
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/shop\/$/);
    await page.goto("/my-account/edit-account/");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("New password (leave blank to leave unchanged)").fill("another kettle song");
    await page.getByLabel("Confirm new password").fill("another kettle song");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.locator("ul.woocommerce-error")).toContainText("Please enter your current password.");
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
  });
});
