import { describe, expect, it } from "vitest";
import { createRequestQueue } from "./request-queue.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every already-settled promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("createRequestQueue", () => {
  it("starts each job only after the one before it has settled, in enqueue order (S-ATC-07)", async () => {
    const queue = createRequestQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const third = deferred<string>();
    const job = (name: string, d: ReturnType<typeof deferred<string>>) => () => {
      log.push(`start ${name}`);
      return d.promise.then((value) => {
        log.push(`end ${name}`);
        return value;
      });
    };

    const results = [
      queue.enqueue(job("a", first)),
      queue.enqueue(job("b", second)),
      queue.enqueue(job("c", third)),
    ];
    await settle();
    expect(log).toEqual(["start a"]);
    expect(queue.size).toBe(3);

    // Finishing later jobs first changes nothing: they have not started.
    third.resolve("C");
    second.resolve("B");
    await settle();
    expect(log).toEqual(["start a"]);

    first.resolve("A");
    await settle();
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    await expect(Promise.all(results)).resolves.toEqual(["A", "B", "C"]);
    expect(queue.size).toBe(0);
  });

  it("never runs two jobs at once (S-ATC-07)", async () => {
    const queue = createRequestQueue();
    let running = 0;
    let most = 0;
    const jobs = Array.from({ length: 5 }, (_, i) =>
      queue.enqueue(async () => {
        running += 1;
        most = Math.max(most, running);
        await settle();
        running -= 1;
        return i;
      }),
    );
    await expect(Promise.all(jobs)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it("goes on with the next job after a failed one, which rejects on its own (S-ATC-07)", async () => {
    const queue = createRequestQueue();
    const failing = deferred<string>();
    const log: string[] = [];
    const failed = queue.enqueue(() => failing.promise);
    const thrown = queue.enqueue((): Promise<string> => {
      throw new Error("synchronous");
    });
    const next = queue.enqueue(async () => {
      log.push("next ran");
      return "ok";
    });
    await settle();
    expect(log).toEqual([]);
    failing.reject(new Error("network"));
    await expect(failed).rejects.toThrow("network");
    await expect(thrown).rejects.toThrow("synchronous");
    await expect(next).resolves.toBe("ok");
    expect(log).toEqual(["next ran"]);
  });

  it("runs a job enqueued after the queue went idle straight away (S-ATC-07)", async () => {
    const queue = createRequestQueue();
    await queue.enqueue(async () => 1);
    let started = false;
    const later = queue.enqueue(async () => {
      started = true;
      return 2;
    });
    await settle();
    expect(started).toBe(true);
    await expect(later).resolves.toBe(2);
  });
});
