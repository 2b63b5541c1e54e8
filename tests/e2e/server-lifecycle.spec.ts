import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { SPEC_SERVER_PORTS } from "./support.ts";

// The launcher as an operator runs it: production build, own data folder, own port.
test.describe("server lifecycle", () => {
  // These start and stop whole servers (two in one test), beside the other worker's browser: a minute was once
  // not enough for two starts on the loaded CI machine.
  test.describe.configure({ timeout: 120_000 });
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-lifecycle-"));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function launch(
    port: number,
    env: Record<string, string> = {},
  ): { child: ChildProcess; output: () => string } {
    let output = "";
    const child = spawn(process.execPath, ["build/server/main.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "no",
        LOG_LEVEL: "info",
        ...env,
      },
    });
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    return { child, output: () => output };
  }

  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once("exit", (code) => resolve(code));
    });

  async function waitHealthy(port: number) {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
  }

  test("invalid settings stop the start with a message naming the key", async () => {
    const settingsFile = path.join(dataDir, "bad-settings.json");
    writeFileSync(settingsFile, JSON.stringify({ catalogue: { productsPerPage: 0 } }));
    const server = launch(SPEC_SERVER_PORTS.lifecycleSettings, { SETTINGS_FILE: settingsFile });
    expect(await exitOf(server.child)).toBe(1);
    expect(server.output()).toContain("Vitrine cannot start: Invalid");
    expect(server.output()).toContain("catalogue.productsPerPage");
  });

  test("a second process on the same embedded database is refused", async () => {
    const first = launch(SPEC_SERVER_PORTS.lifecycleFirstProcess);
    await waitHealthy(SPEC_SERVER_PORTS.lifecycleFirstProcess);
    const second = launch(SPEC_SERVER_PORTS.lifecycleSecondProcess);
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toContain("is in use by process");
    first.child.kill("SIGTERM");
    expect(await exitOf(first.child)).toBe(0);
  });

  test("SIGTERM lets an in-flight request finish, then closes the database and exits 0", async () => {
    const server = launch(SPEC_SERVER_PORTS.lifecycleSignals);
    await waitHealthy(SPEC_SERVER_PORTS.lifecycleSignals);
    // A request whose body is still arriving when the signal comes.
    const socket = net.connect(SPEC_SERVER_PORTS.lifecycleSignals, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let reply = "";
    socket.on("data", (chunk) => {
      reply += String(chunk);
    });
    const body = "action=unknown_action";
    socket.write(
      `POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull(); // still finishing the request
    socket.write(body.slice(5));
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(reply.endsWith("0")).toBe(true);
    expect(await exitOf(server.child)).toBe(0);
    expect(server.output()).toContain("stopped");
  });
});
