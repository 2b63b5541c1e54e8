import { describe, expect, it } from "vitest";
import { Random } from "./random.ts";

describe("fuzz random source", () => {
  it("repeats exactly for one seed and differs for another", () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.int(1000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("stays within its bounds", () => {
    const random = new Random(7);
    for (let index = 0; index < 1000; index++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(random.pick(["a", "b"])).toMatch(/^[ab]$/);
    }
  });
});
