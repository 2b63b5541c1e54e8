import { describe, expect, it } from "vitest";
import { coalescedSender } from "./coalesced-sender.ts";

/** A coalesced sender over a send that records its batches and settles only when the test says so. */
function heldSender() {
  const batches: string[][] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const announce = coalescedSender((tags) => {
    batches.push(tags);
    return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
  });
  return { announce, batches, pending };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const settled = async (promise: Promise<void>) => {
  let state = "pending";
  promise.then(
    () => {
      state = "sent";
    },
    () => {
      state = "failed";
    },
  );
  await nextTurn();
  return state;
};

describe("coalesced sender", () => {
  it("sends tags given in the same turn together, once, without duplicates", async () => {
    const { announce, ...held } = heldSender();
    const first = announce(["product-1", "sales"]);
    const second = announce(["product-2", "sales"]);
    await Promise.resolve();
    expect(held.batches).toEqual([["product-1", "sales", "product-2"]]);
    held.pending[0]?.resolve();
    expect(await settled(first)).toBe("sent");
    expect(await settled(second)).toBe("sent");
  });

  it("gathers what is given while a send is on its way into the next send, and waits for it", async () => {
    const { announce, ...held } = heldSender();
    const first = announce(["product-1"]);
    await Promise.resolve();
    const later = [announce(["product-2"]), announce(["product-3", "listing"]), announce(["product-2"])];
    expect(held.batches).toHaveLength(1);
    expect(await settled(later[0] as Promise<void>)).toBe("pending");
    held.pending[0]?.resolve();
    expect(await settled(first)).toBe("sent");
    expect(held.batches).toEqual([["product-1"], ["product-2", "product-3", "listing"]]);
    for (const promise of later) expect(await settled(promise)).toBe("pending");
    held.pending[1]?.resolve();
    for (const promise of later) expect(await settled(promise)).toBe("sent");
  });

  it("fails only the callers of a failed send; the next batch still goes out", async () => {
    const { announce, ...held } = heldSender();
    const failing = announce(["product-1"]);
    await Promise.resolve();
    const next = announce(["product-2"]);
    held.pending[0]?.reject(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    await nextTurn();
    expect(held.batches).toEqual([["product-1"], ["product-2"]]);
    held.pending[1]?.resolve();
    expect(await settled(next)).toBe("sent");
  });

  it("starts a new send at once when none is on its way", async () => {
    const { announce, ...held } = heldSender();
    const first = announce(["a"]);
    await Promise.resolve();
    held.pending[0]?.resolve();
    await first;
    const second = announce(["b"]);
    await Promise.resolve();
    await Promise.resolve();
    expect(held.batches).toEqual([["a"], ["b"]]);
    held.pending[1]?.resolve();
    expect(await settled(second)).toBe("sent");
  });
});
