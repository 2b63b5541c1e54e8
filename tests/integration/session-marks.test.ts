import { mkdtempSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE, SESSION_MARK_COOKIE } from "../../protocol/cookies.ts";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import { type Shopper, shopperFor } from "../../server/http/shopper.server.ts";
import { createServices, type Services } from "../../server/services.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { addToCart } from "../../server/shop/cart/cart.server.ts";
import { keptGuestSessions } from "../../server/shop/session/kept-guest-sessions.server.ts";
import { createTestDatabase } from "../support/databases.ts";
import { demoShopSettings } from "../support/http.ts";

const MUG = 127;

/**
 * Guest sessions kept in memory by two app instances on one PostgreSQL database (decision 059): an instance
 * uses what it kept only for a request carrying the session mark it was read under, every response to a
 * request that wrote the session sets a new mark, and a write whose response the browser never kept reaches
 * the other instance by NOTIFY.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("session marks across two instances on PostgreSQL", () => {
  let database: DatabaseHandle;
  let first: Services;
  let second: Services;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const options = {
      database: database.target,
      settings: parseSettings(demoShopSettings()),
      logger: pino({ level: "silent" }),
      dataDir: mkdtempSync(path.join(tmpdir(), "vitrine-marks-")),
    };
    first = await createServices({ ...options, seedDemo: true });
    second = await createServices({ ...options, seedDemo: false });
  });
  /**
   * The second instance as a process of its own would be: both run in this test's process, where every
   * instance hears the others' writes announced at once; here it hears only what `writes` passes on.
   */
  function secondHearing(writes: "nothing" | "notifications"): Services {
    const guestSessions = keptGuestSessions({
      marked: true,
      writes: writes === "nothing" ? () => () => undefined : second.pageChanges.subscribeSessionWrites,
    });
    closers.push(() => guestSessions.close());
    return { ...second, guestSessions };
  }
  const closers: (() => void)[] = [];
  afterAll(async () => {
    for (const close of closers) close();
    await first?.close();
    await second?.close();
    await database?.close();
  });

  /** One browser's cookie jar, and one request of it to an instance: `act` runs, then the headers go out. */
  function browser() {
    const jar = new Map<string, string>();
    const visit = async <T>(
      services: Services,
      act: (shopper: Shopper, res: ServerResponse) => Promise<T>,
      { keepCookies = true } = {},
    ) => {
      const req = new IncomingMessage(new Socket());
      req.headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const res = new ServerResponse(req);
      const shopper = shopperFor(req, res, services);
      const { result, queries } = await countQueries(() => act(shopper, res));
      if (!res.headersSent) res.writeHead(200);
      const setCookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
      if (keepCookies)
        for (const line of setCookies) {
          const [name = "", value = ""] = (line.split(";")[0] ?? "").split("=");
          jar.set(name, value);
        }
      return { result, queries, setCookies };
    };
    const quantity = (shopper: Shopper) =>
      shopper.cartLines().then((lines) => lines.reduce((sum, line) => sum + line.quantity, 0));
    const add = (services: Services) => async (shopper: Shopper) =>
      addToCart(services.db, await shopper.ensureSession(), { productId: MUG, quantity: 1 }, services.now());
    /**
     * Reads on `services` until one costs no statement: the write's NOTIFY, landing after a read that kept
     * the session, drops what it kept once more. Within a second, else the session is never kept.
     */
    const keptRead = async (services: Services) => {
      const started = Date.now();
      for (;;) {
        const read = await visit(services, quantity);
        if (read.queries === 0) return read;
        expect(Date.now() - started).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    return { jar, visit, quantity, add, keptRead };
  }

  it("an instance keeps a guest's session under the mark its request carried, and reads again after the browser's next write (issue 18)", async () => {
    // Told of no write at all: only the mark can say the kept session is behind.
    const second = secondHearing("nothing");
    const shopper = browser();
    await shopper.visit(first, shopper.add(first));
    expect(shopper.jar.get(SESSION_COOKIE)).toBeTruthy();
    const mark = shopper.jar.get(SESSION_MARK_COOKIE);
    expect(mark).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const read = await shopper.visit(second, shopper.quantity);
    expect([read.result, read.queries]).toEqual([1, 1]);
    const kept = await shopper.visit(second, shopper.quantity);
    expect([kept.result, kept.queries]).toEqual([1, 0]);
    // A request that wrote nothing leaves the mark as it is.
    expect(kept.setCookies.filter((line) => line.startsWith(`${SESSION_MARK_COOKIE}=`))).toEqual([]);

    // The write's response sets a new mark: the other instance's very next read is of the database.
    await shopper.visit(first, shopper.add(first));
    expect(shopper.jar.get(SESSION_MARK_COOKIE)).not.toBe(mark);
    const afterWrite = await shopper.visit(second, shopper.quantity);
    expect([afterWrite.result, afterWrite.queries]).toEqual([2, 1]);
    const keptAgain = await shopper.visit(second, shopper.quantity);
    expect([keptAgain.result, keptAgain.queries]).toEqual([2, 0]);
  });

  it("a write whose response the browser never kept reaches the other instance within a second, by NOTIFY", async () => {
    const second = secondHearing("notifications");
    const shopper = browser();
    await shopper.visit(first, shopper.add(first));
    expect((await shopper.keptRead(second)).result).toBe(1);
    await shopper.visit(first, shopper.add(first), { keepCookies: false });
    const started = Date.now();
    while ((await shopper.visit(second, shopper.quantity)).result !== 2) {
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it("a browser without a mark is read from the database each time, and given one", async () => {
    const shopper = browser();
    await shopper.visit(first, shopper.add(first));
    shopper.jar.delete(SESSION_MARK_COOKIE);
    const unmarked = await shopper.visit(second, shopper.quantity, { keepCookies: false });
    expect(unmarked.queries).toBe(1);
    expect(unmarked.setCookies.some((line) => line.startsWith(`${SESSION_MARK_COOKIE}=`))).toBe(true);
    expect((await shopper.visit(second, shopper.quantity, { keepCookies: false })).queries).toBe(1);
    // A forged mark of another shape counts as none.
    shopper.jar.set(SESSION_MARK_COOKIE, "not-a-mark");
    expect((await shopper.visit(second, shopper.quantity, { keepCookies: false })).queries).toBe(1);
    await shopper.visit(second, shopper.quantity);
    expect(shopper.jar.get(SESSION_MARK_COOKIE)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await shopper.keptRead(second)).result).toBe(1);
  });

  it("a page sent the moment its lines are read, as a spliced page is, gives a browser without a mark one", async () => {
    const shopper = browser();
    await shopper.visit(first, shopper.add(first));
    shopper.jar.delete(SESSION_MARK_COOKIE);
    const sentAtOnce = await shopper.visit(second, async (visitor, res) => {
      const lines = await visitor.cartLines();
      res.writeHead(200);
      return lines.length;
    });
    expect(sentAtOnce.result).toBe(1);
    expect(shopper.jar.get(SESSION_MARK_COOKIE)).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
