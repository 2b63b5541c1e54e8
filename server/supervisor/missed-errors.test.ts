import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { keepServingOnMissedErrors } from "./missed-errors.ts";

describe("missed errors (issue 9)", () => {
  it("logs an uncaught exception and an unhandled rejection at error level instead of exiting", () => {
    const source = new EventEmitter();
    const logger = { error: vi.fn() };
    keepServingOnMissedErrors(logger, source);
    const thrown = new Error("thrown in a callback");
    source.emit("uncaughtException", thrown);
    source.emit("unhandledRejection", "nobody awaited this");
    expect(logger.error).toHaveBeenCalledWith({ err: thrown }, "uncaught exception; still serving");
    expect(logger.error).toHaveBeenCalledWith(
      { err: "nobody awaited this" },
      "unhandled promise rejection; still serving",
    );
    // With listeners present, Node no longer exits on these events.
    expect(source.listenerCount("uncaughtException")).toBe(1);
  });
});
