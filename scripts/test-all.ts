/**
 * `npm test`: every suite in order (typecheck, lint, unit + integration, a short fuzz run
 * per database, end-to-end in Chromium) and one closing line `N passed, N failed` over all
 * of them. Typecheck, lint and each fuzz run count as one check each; test runners report
 * per test.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const RESULTS_DIR = path.resolve("reports");
const VITEST_REPORT = path.join(RESULTS_DIR, "vitest.json");
const PLAYWRIGHT_REPORT = path.join(RESULTS_DIR, "playwright.json");

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

function vitestTally(): Tally | null {
  const report = readJson(VITEST_REPORT) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightTally(): Tally | null {
  const report = readJson(PLAYWRIGHT_REPORT) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  } | null;
  if (!report) return null;
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A flaky test passed on retry: count it as passed, but it is reported by Playwright above.
  return { passed: expected + flaky, failed: unexpected, skipped };
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const add = (tally: Tally) => {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
};
const check = (ok: boolean) => add({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

check(run("typecheck", "npm", ["run", "--silent", "typecheck"]));
check(run("lint", "npm", ["run", "--silent", "lint"]));

const unitOk = run("unit and integration (Vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_REPORT}`,
]);
const unit = vitestTally();
if (unit) add(unit);
else check(unitOk);
if (unit && !unitOk && unit.failed === 0) check(false); // the run failed outside any test (setup, import error)

/** A short seeded fuzz run per database (`npm run fuzz` runs 10,000 requests or more on demand). */
const FUZZ_REQUESTS_IN_TEST = "1500";

const buildOk = run("production build", "npm", ["run", "--silent", "build"]);
if (!buildOk) check(false);
else {
  const fuzzDatabases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  for (const database of fuzzDatabases)
    check(
      run(`fuzz (${database}, ${FUZZ_REQUESTS_IN_TEST} requests)`, "npm", [
        "run",
        "--silent",
        "fuzz",
        "--",
        "--requests",
        FUZZ_REQUESTS_IN_TEST,
        "--database",
        database,
      ]),
    );
  const e2eOk = run("end-to-end (Playwright, Chromium)", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
  });
  const e2e = playwrightTally();
  if (e2e) add(e2e);
  if (!e2e || (!e2eOk && e2e.failed === 0)) check(false);
}

console.log("");
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed === 0 ? 0 : 1);
