import { describe, expect, it } from "vitest";
import { enteredBeforeHydration } from "./kept-from-before-hydration.ts";

describe("a field's value entered before hydration", () => {
  it("is the field's value when it differs from the rendered one, even when emptied", () => {
    expect(enteredBeforeHydration({ value: "Forest" }, "Sand")).toBe("Forest");
    expect(enteredBeforeHydration({ value: "" }, "1")).toBe("");
  });

  it("is nothing when the field still shows what was rendered, or is not there", () => {
    expect(enteredBeforeHydration({ value: "Sand" }, "Sand")).toBeNull();
    expect(enteredBeforeHydration(null, "Sand")).toBeNull();
  });
});
