import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDeadline } from "./render-deadline.server.ts";

describe("render deadline", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("aborts a render whose output is still open when the time is up", () => {
    const abort = vi.fn();
    const output = new PassThrough();
    renderDeadline(6_000, abort).watch(output);
    vi.advanceTimersByTime(5_999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("lets go of a render as soon as its output is complete, holding no timer", async () => {
    const abort = vi.fn();
    const output = new PassThrough();
    renderDeadline(6_000, abort).watch(output);
    expect(vi.getTimerCount()).toBe(1);
    output.end("<html></html>");
    output.resume();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it("lets go when the shell failed and nothing was streamed", () => {
    const abort = vi.fn();
    renderDeadline(6_000, abort).cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });
});
