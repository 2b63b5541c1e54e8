import type { Logger } from "pino";

/** What the handlers are installed on: the process, or a stand-in in tests. */
export interface ErrorSource {
  on(event: "uncaughtException", listener: (error: Error) => void): unknown;
  on(event: "unhandledRejection", listener: (reason: unknown) => void): unknown;
}

/**
 * An error no handler caught (a callback that threw, a promise nobody awaited) is logged and the
 * worker keeps serving the other requests; the supervisor is the second line for what still kills it.
 * Installed once the worker listens, so a failure to start still stops the start.
 */
export function keepServingOnMissedErrors(
  logger: Pick<Logger, "error">,
  source: ErrorSource = process,
): void {
  source.on("uncaughtException", (error) =>
    logger.error({ err: error }, "uncaught exception; still serving"),
  );
  source.on("unhandledRejection", (reason) =>
    logger.error({ err: reason }, "unhandled promise rejection; still serving"),
  );
}
