import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  E2E_PORT,
  GOOGLE_MAPS_STAND_IN_KEY,
  MAP_SERVICES_URL,
  MAP_TILE_PORT,
  MAP_TILE_URL,
  sharedPorts,
  VARIANT_PORTS,
} from "./tests/e2e/support.ts";
import { OMNIBOX_POPUP_FEATURES } from "./tests/support/chromium-features.ts";

const PORT = E2E_PORT;
const clashes = sharedPorts();
if (clashes.length > 0)
  throw new Error(`e2e servers share ports: ${clashes.join(", ")} (tests/e2e/support.ts)`);
/** Each run serves the production build on a fresh embedded database, seeded with the demo shop. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "vitrine-e2e-"));
// Workers re-read this file: the same folder, so specs can read the main server's email outbox.
process.env.E2E_DATA_DIR = dataDir;

/**
 * Test documents (WordPress exports in tests/e2e/content/, in name order) are imported into the main server's
 * database before it starts; the demo catalogue is seeded on start as usual.
 */
const E2E_CONTENT_FILES = readdirSync("tests/e2e/content")
  .filter((file) => file.endsWith(".xml"))
  .sort()
  .map((file) => `tests/e2e/content/${file}`);
/** One import run for all of them: a process and a database open per file cost more than the imports. */
const E2E_CONTENT = [`node --import tsx scripts/import.ts ${E2E_CONTENT_FILES.join(" ")} > /dev/null`];

/**
 * The settings variants' servers. `E2E_VARIANTS=none` (or a comma-separated list of variant names) starts fewer of
 * them, for a quick run of specs that only use the main server; the whole suite always starts every variant.
 */
function variantsToServe(): [string, number][] {
  const chosen = process.env.E2E_VARIANTS;
  const all = Object.entries(VARIANT_PORTS);
  if (!chosen) return all;
  const names = new Set(chosen.split(",").map((name) => name.trim()));
  return all.filter(([variant]) => names.has(variant));
}

function demoServer(
  port: number,
  settingsFile: string,
  folder: string,
  imports: string[] = [],
  env: Record<string, string> = {},
) {
  return {
    command: [...imports, "node build/server/main.js"].join(" && "),
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: folder,
      SETTINGS_FILE: settingsFile,
      LOG_LEVEL: "warn",
      VITRINE_MAP_TILE_URL: MAP_TILE_URL,
      // The maps stand-in answers as Nominatim and OSRM too (tests/support/maps-stand-in.ts): never the internet.
      VITRINE_GEOCODER_URL: MAP_SERVICES_URL,
      VITRINE_ROUTER_URL: MAP_SERVICES_URL,
      ...env,
    },
  };
}

/** What a variant needs besides its settings file: the maps-keyed one gets the key and the services pages. */
function variantExtras(variant: string): [string[], Record<string, string>] {
  if (variant !== "google-maps") return [[], {}];
  return [
    ["node --import tsx scripts/import.ts tests/e2e/content/80-services.xml > /dev/null"],
    {
      VITRINE_GOOGLE_MAPS_KEY: GOOGLE_MAPS_STAND_IN_KEY,
      VITRINE_GOOGLE_MAPS_URL: `${MAP_SERVICES_URL}/maps/api`,
    },
  ];
}

const SERVER_ONLY = /(server-lifecycle|crash-recovery|request-hardening|page-cache|spliced-pages)\.spec\.ts$/;

/**
 * What the phone project runs (decision 039): the specs about layout and touch whole, and elsewhere the tests
 * tagged `@phone`, whose outcome depends on a 390 px screen or touch input. Everything else checks behaviour that
 * is the same at any width, once, on the desktop project. Playwright matches `grep` against the project name,
 * the file's path, the titles and the tags, so one expression selects both.
 */
const PHONE_TESTS = new RegExp(
  [
    "accessibility\\.spec\\.ts",
    "[ /]header\\.spec\\.ts",
    "furniture\\.spec\\.ts",
    "product-page\\.spec\\.ts",
    "shop-listing\\.spec\\.ts",
    "demo-pages\\.spec\\.ts",
    "effects-background\\.spec\\.ts",
    "@phone",
  ].join("|"),
);

/**
 * Without Chromium's omnibox popups (tests/support/chromium-features.ts): two browsers with them on a 2-core
 * machine slowed the whole suite about fourfold. Chromium reads one --disable-features, so Playwright's own list
 * (playwright-core's chromiumSwitches in 1.65) is repeated here with the popups added.
 */
const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  ...OMNIBOX_POPUP_FEATURES,
];

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      `--disable-features=${DISABLED_FEATURES.join(",")}`,
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The builder's effect and axe tests take 17-50 s each on a busy 2-core machine (measured at 184b97f and
  // after it, same figures): 30 s timed them out there, not the behaviour they check.
  timeout: 60_000,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "reports/playwright.json" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test cost about a fifth of each test's time; in CI a failure is retried with one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The demo's popups are dismissed for every visitor by tests/e2e/fixtures.ts, which every spec's `test` comes from.
  },
  projects: [
    {
      name: "desktop",
      testIgnore: SERVER_ONLY,
      use: { ...chromium, viewport: { width: 1280, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: SERVER_ONLY,
      grep: PHONE_TESTS,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // Tests that drive the server process itself rather than a page: once, not per viewport.
    { name: "server", testMatch: SERVER_ONLY },
  ],
  webServer: [
    // The maps providers' stand-in (tiles, Nominatim, OSRM): one for the whole suite, so workers share it.
    {
      command: `node --import tsx tests/support/maps-stand-in.ts ${MAP_TILE_PORT}`,
      url: `${MAP_SERVICES_URL}/__requests`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    demoServer(PORT, "settings.json", dataDir, E2E_CONTENT),
    ...variantsToServe().map(([variant, port]) =>
      demoServer(
        port,
        `tests/e2e/settings/${variant}.json`,
        mkdtempSync(path.join(tmpdir(), `vitrine-e2e-${variant}-`)),
        ...variantExtras(variant),
      ),
    ),
  ],
});
