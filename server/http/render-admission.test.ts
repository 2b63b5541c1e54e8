import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { limitConcurrentRenders, RENDER_SLOT_MAX_MS } from "./render-admission.server.ts";

/** A request whose response can finish, and whose visitor can leave. */
function exchange() {
  const socket = { destroyed: false };
  const res = new EventEmitter();
  return {
    req: { socket } as unknown as Request,
    res: res as unknown as Response,
    finish: () => res.emit("close"),
    leave: () => {
      socket.destroyed = true;
      res.emit("close");
    },
  };
}

describe("concurrent page renders", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("frees a slot held longer than RENDER_SLOT_MAX_MS (a visitor reading very slowly), once", () => {
    vi.useFakeTimers();
    const admit = limitConcurrentRenders(1);
    const started: string[] = [];
    const slow = exchange();
    const next = exchange();
    const last = exchange();
    admit(slow.req, slow.res, (() => started.push("slow")) as NextFunction);
    admit(next.req, next.res, (() => started.push("next")) as NextFunction);
    admit(last.req, last.res, (() => started.push("last")) as NextFunction);
    vi.advanceTimersByTime(RENDER_SLOT_MAX_MS - 1);
    expect(started).toEqual(["slow"]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual(["slow", "next"]);
    // The slow response ending later frees nothing a second time.
    slow.finish();
    expect(started).toEqual(["slow", "next"]);
    next.finish();
    expect(started).toEqual(["slow", "next", "last"]);
  });

  it("renders up to the limit at once, then one more as each finishes, in arrival order", () => {
    const admit = limitConcurrentRenders(2);
    const started: number[] = [];
    const exchanges = [0, 1, 2, 3].map((index) => {
      const one = exchange();
      admit(one.req, one.res, (() => started.push(index)) as NextFunction);
      return one;
    });
    expect(started).toEqual([0, 1]);
    exchanges[1]?.finish();
    expect(started).toEqual([0, 1, 2]);
    exchanges[0]?.finish();
    expect(started).toEqual([0, 1, 2, 3]);
    // Finishing frees the slots: the next two start at once.
    exchanges[2]?.finish();
    exchanges[3]?.finish();
    const later = [exchange(), exchange()];
    for (const one of later) admit(one.req, one.res, (() => started.push(9)) as NextFunction);
    expect(started).toEqual([0, 1, 2, 3, 9, 9]);
  });

  it("skips a waiting visitor who has left, and passes the slot on", () => {
    const admit = limitConcurrentRenders(1);
    const started: string[] = [];
    const first = exchange();
    const gone = exchange();
    const third = exchange();
    admit(first.req, first.res, (() => started.push("first")) as NextFunction);
    admit(gone.req, gone.res, (() => started.push("gone")) as NextFunction);
    admit(third.req, third.res, (() => started.push("third")) as NextFunction);
    gone.leave();
    first.finish();
    expect(started).toEqual(["first", "third"]);
    third.finish();
    const fourth = exchange();
    admit(fourth.req, fourth.res, (() => started.push("fourth")) as NextFunction);
    expect(started).toEqual(["first", "third", "fourth"]);
  });
});
