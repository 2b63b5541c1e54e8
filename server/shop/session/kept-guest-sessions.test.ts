import { afterEach, describe, expect, it } from "vitest";
import { keptGuestSessions } from "./kept-guest-sessions.server.ts";
import { announceSessionWrite } from "./session-writes.server.ts";
import { SESSION_LIFETIME_MS, type SessionWithCartLines } from "./sessions.server.ts";

const NOW = new Date("2026-11-25T10:00:00Z");
const line = (key: string, quantity: number) => ({
  cartId: 1,
  key,
  productId: 7,
  variationId: null,
  variation: {},
  quantity,
  addedAt: NOW,
});
const guest = (
  quantity: number,
  expiresAt = new Date(NOW.getTime() + SESSION_LIFETIME_MS),
): SessionWithCartLines => ({
  record: { id: "s1", customerId: null, noticesWaiting: false },
  lines: [line("a", quantity)],
  expiresAt,
});

/** A database stand-in: what the session's rows hold now, and how often they were read. */
function rows(initial: SessionWithCartLines | null) {
  const state = { current: initial, reads: 0 };
  const load = async () => {
    state.reads += 1;
    return state.current;
  };
  return { state, load };
}

describe("guest sessions kept in memory (decision 042)", () => {
  const opened: { close(): void }[] = [];
  const open = () => {
    const kept = keptGuestSessions();
    opened.push(kept);
    return kept;
  };
  afterEach(() => {
    for (const kept of opened.splice(0)) kept.close();
  });

  it("reads a guest's session once, then answers from memory", async () => {
    const kept = open();
    const { state, load } = rows(guest(2));
    expect(await kept.read("s1", NOW, load)).toEqual(guest(2));
    expect(await kept.read("s1", NOW, load)).toEqual(guest(2));
    expect(state.reads).toBe(1);
    expect(kept.size()).toBe(1);
  });

  it("reads again after a write to that session is announced, and only that session", async () => {
    const kept = open();
    const first = rows(guest(2));
    const second = rows({ ...guest(5), record: { id: "s2", customerId: null, noticesWaiting: false } });
    await kept.read("s1", NOW, first.load);
    await kept.read("s2", NOW, second.load);
    first.state.current = guest(3);
    announceSessionWrite("s1");
    expect((await kept.read("s1", NOW, first.load))?.lines[0]?.quantity).toBe(3);
    expect(first.state.reads).toBe(2);
    await kept.read("s2", NOW, second.load);
    expect(second.state.reads).toBe(1);
  });

  it("forgets every session when a write to any number of them is announced", async () => {
    const kept = open();
    const { state, load } = rows(guest(2));
    await kept.read("s1", NOW, load);
    announceSessionWrite(null);
    expect(kept.size()).toBe(0);
    await kept.read("s1", NOW, load);
    expect(state.reads).toBe(2);
  });

  it("does not keep a read that a write overlapped: it may hold the rows from before the write", async () => {
    const kept = open();
    const { state, load } = rows(guest(2));
    const overlapped = async () => {
      const before = await load();
      state.current = guest(4);
      announceSessionWrite("s1");
      return before;
    };
    expect((await kept.read("s1", NOW, overlapped))?.lines[0]?.quantity).toBe(2);
    expect(kept.size()).toBe(0);
    expect((await kept.read("s1", NOW, load))?.lines[0]?.quantity).toBe(4);
  });

  it("keeps neither a logged-in customer's session, nor one with notices waiting, nor an unknown one", async () => {
    const kept = open();
    const customer = rows({ ...guest(1), record: { id: "s1", customerId: 12, noticesWaiting: false } });
    await kept.read("s1", NOW, customer.load);
    const noticed = rows({ ...guest(1), record: { id: "s2", customerId: null, noticesWaiting: true } });
    await kept.read("s2", NOW, noticed.load);
    const unknown = rows(null);
    expect(await kept.read("s3", NOW, unknown.load)).toBeNull();
    expect(kept.size()).toBe(0);
  });

  it("reads a session again once its renewal is due, so the read renews it (and finds it gone once expired)", async () => {
    const kept = open();
    const { state, load } = rows(guest(1));
    await kept.read("s1", NOW, load);
    const aDayAndAHalfOn = new Date(NOW.getTime() + 1.5 * 24 * 60 * 60 * 1000);
    await kept.read("s1", aDayAndAHalfOn, load);
    expect(state.reads).toBe(2);
    state.current = null;
    const afterExpiry = new Date(NOW.getTime() + SESSION_LIFETIME_MS + 1);
    expect(await kept.read("s1", afterExpiry, load)).toBeNull();
    expect(kept.size()).toBe(0);
  });

  it("peeks at a kept session without reading, and finds none once a write is announced or its renewal is due", async () => {
    const kept = open();
    const { state, load } = rows(guest(2));
    expect(kept.peek("s1", NOW)).toBeNull();
    await kept.read("s1", NOW, load);
    expect(kept.peek("s1", NOW)).toEqual(guest(2));
    expect(kept.peek("s1", new Date(NOW.getTime() + 1.5 * 24 * 60 * 60 * 1000))).toBeNull();
    announceSessionWrite("s1");
    expect(kept.peek("s1", NOW)).toBeNull();
    expect(state.reads).toBe(1);
  });

  it("stops listening when closed", async () => {
    const kept = open();
    const { load } = rows(guest(2));
    await kept.read("s1", NOW, load);
    kept.close();
    announceSessionWrite(null);
    expect(kept.size()).toBe(1);
  });

  describe("marked, as on PostgreSQL (decision 059)", () => {
    const openMarked = () => {
      const kept = keptGuestSessions({ marked: true });
      opened.push(kept);
      return kept;
    };

    it("answers from memory only for a request carrying the mark the session was read under", async () => {
      const kept = openMarked();
      const { state, load } = rows(guest(2));
      await kept.read("s1", NOW, load, "mark-one");
      await kept.read("s1", NOW, load, "mark-one");
      expect(state.reads).toBe(1);
      state.current = guest(3);
      expect((await kept.read("s1", NOW, load, "mark-two"))?.lines[0]?.quantity).toBe(3);
      expect(state.reads).toBe(2);
      await kept.read("s1", NOW, load, "mark-two");
      expect(state.reads).toBe(2);
    });

    it("peeks only under the mark the session was read under", async () => {
      const kept = openMarked();
      const { load } = rows(guest(2));
      await kept.read("s1", NOW, load, "mark-one");
      expect(kept.peek("s1", NOW, "mark-one")).toEqual(guest(2));
      expect(kept.peek("s1", NOW, "mark-two")).toBeNull();
      expect(kept.peek("s1", NOW)).toBeNull();
    });

    it("neither keeps nor uses a session for a request carrying no mark", async () => {
      const kept = openMarked();
      const { state, load } = rows(guest(2));
      await kept.read("s1", NOW, load, "mark-one");
      await kept.read("s1", NOW, load);
      await kept.read("s1", NOW, load);
      expect(state.reads).toBe(3);
      // What was kept under a mark is dropped by a read without one (the browser lost its mark).
      await kept.read("s1", NOW, load, "mark-one");
      expect(state.reads).toBe(4);
      expect(kept.size()).toBe(1);
    });

    it("hears writes where it is told to: here, from a stand-in for the other instances", async () => {
      const heard = new Set<(sessionId: string | null) => void>();
      const kept = keptGuestSessions({
        marked: true,
        writes: (listener) => {
          heard.add(listener);
          return () => heard.delete(listener);
        },
      });
      opened.push(kept);
      const { state, load } = rows(guest(2));
      await kept.read("s1", NOW, load, "m");
      // This process's own announcements are not this instance's source.
      announceSessionWrite("s1");
      await kept.read("s1", NOW, load, "m");
      expect(state.reads).toBe(1);
      for (const listener of heard) listener("s1");
      await kept.read("s1", NOW, load, "m");
      expect(state.reads).toBe(2);
      kept.close();
      expect(heard.size).toBe(0);
    });
  });

  it("on the embedded database, a mark a request carries changes nothing", async () => {
    const kept = open();
    const { state, load } = rows(guest(2));
    await kept.read("s1", NOW, load, "mark-one");
    await kept.read("s1", NOW, load, "mark-two");
    await kept.read("s1", NOW, load);
    expect(state.reads).toBe(1);
  });
});
