import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const FIXTURES = path.join("tests", "fixtures", "import");
/** Each run starts a process and opens (or first creates) an embedded database on disk: slow on a busy machine. */
const CLI_TEST_TIMEOUT_MS = 180_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const dataDirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-import-cli-"));
  dataDirs.push(dir);
  return dir;
}

/** Runs the import command as `npm run import` does, against an embedded database in `dataDir`. */
function runImport(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: "no",
      SETTINGS_FILE: path.join(dataDir, "no-settings.json"),
    };
    delete env.DATABASE_URL;
    const child = spawn("npx", ["tsx", "scripts/import.ts", ...args], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("npm run import", { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it("imports a file into the embedded database, then updates on a second run", async () => {
    const dataDir = tempDataDir();
    const file = path.join(FIXTURES, "small.csv");
    const first = await runImport([file], dataDir);
    expect(first.stderr).not.toMatch(/failed/i);
    expect(first.stdout).toContain(`Imported ${file}: 7 created, 0 updated (2 variations)`);
    expect(first.code).toBe(0);
    expect(existsSync(path.join(dataDir, "vitrine.lock"))).toBe(false);

    const second = await runImport(["--", file], dataDir);
    expect(second.stdout).toContain(`Imported ${file}: 0 created, 7 updated (2 variations)`);
    expect(second.code).toBe(0);
  });

  it("rejects a malformed file with exit code 1 and the line-numbered problems on stderr", async () => {
    const dataDir = tempDataDir();
    const result = await runImport([path.join(FIXTURES, "malformed.csv")], dataDir);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines.slice(-5)).toEqual([
      "Import failed; nothing was written.",
      'line 5: Type "bundle" is not one of simple, variable, variation, grouped, external',
      "line 6: Name is required",
      'line 7: Parent "id:999" does not match any product in the file or the shop',
      'line 8: Regular price "12.5x" is not a valid price',
    ]);
    expect(result.stdout).not.toContain("Imported");
  });

  it("imports a WordPress export and a template export, printing what moved; a malformed export writes nothing", async () => {
    const dataDir = tempDataDir();
    const site = path.join("tests", "fixtures", "wxr", "site.xml");
    const imported = await runImport([site], dataDir);
    expect(imported.stderr).not.toMatch(/failed/i);
    expect(imported.code).toBe(0);
    const lines = imported.stdout.split("\n");
    expect(lines).toContain("Imported site.xml");
    expect(lines).toContain(
      "  documents: page 10 (10 created); post 4 (4 created); header 1 (1 created); footer 1 (1 created); popup 1 (1 created); loop-item 1 (1 created); section 2 (2 created); kit 1 (1 created)",
    );
    expect(lines).toContain("  menus: main-menu (6 items), footer-menu (2 items)");
    expect(lines).toContain(
      '    product 500 "Speckled mug": products come from the WooCommerce CSV export (npm run import -- products.csv)',
    );
    expect(lines).toContain(
      '    page 2 "Home": button, heading, image, shortcode, some-retired-addon-widget, text-editor',
    );

    const malformed = await runImport([path.join("tests", "fixtures", "wxr", "malformed.xml")], dataDir);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain("Import failed; nothing was written.");
    expect(malformed.stderr).toMatch(/line 269, column 34: Expected closing tag 'wp:post_name'/);
    expect(malformed.stdout).not.toContain("Imported");

    const template = path.join("tests", "fixtures", "wxr", "delivery-bar.json");
    const templateRun = await runImport([template], dataDir);
    expect(templateRun.code).toBe(0);
    expect(templateRun.stdout).toContain(`Imported ${template}: section template "Delivery bar"`);
    expect(templateRun.stdout).toContain("  widget types: button, heading");
  });

  it("prints the usage with exit code 2 for a missing file or no argument", async () => {
    const dataDir = tempDataDir();
    const missing = await runImport([path.join(FIXTURES, "no-such-file.csv")], dataDir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("File not found");
    expect(missing.stderr).toContain("Usage: npm run import");
    const none = await runImport([], dataDir);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Usage: npm run import");
    const unknown = await runImport([path.join("content", "demo", "README.md")], dataDir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("must end in .csv, .xml or .json");
  });

  it("refuses to run while another live process holds the embedded database", async () => {
    const dataDir = tempDataDir();
    // The test runner's parent process is alive and is not the import command itself.
    writeFileSync(
      path.join(dataDir, "vitrine.lock"),
      JSON.stringify({ pid: process.ppid, purpose: "server" }),
    );
    const result = await runImport([path.join(FIXTURES, "small.csv")], dataDir);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("in use");
    expect(result.stdout).not.toContain("Imported");
    expect(existsSync(path.join(dataDir, "vitrine.lock"))).toBe(true);
  });
});
