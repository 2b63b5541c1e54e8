import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { needsUnfold, UNFOLD_DEFAULTS, unfoldLabel } from "./unfold.rules.ts";

describe("unfold", () => {
  it("folds to 120 px with Read More / Read Less by default", async () => {
    expect(UNFOLD_DEFAULTS).toMatchObject({ height: 120, expand: "Read More", collapse: "Read Less" });
    expect(needsUnfold(300, 120)).toBe(true);
    expect(needsUnfold(120, 120)).toBe(false);
    expect(unfoldLabel(false, UNFOLD_DEFAULTS)).toBe("Read More");
    expect(unfoldLabel(true, UNFOLD_DEFAULTS)).toBe("Read Less");
    const { inner } = await renderWidget("elementskit-unfold", {
      ekit_unfold_title: "Our kilns",
      ekit_unfold_description: "<p>Wood fired.</p><script>alert(1)</script>",
    });
    expect(inner).toContain('aria-expanded="false" aria-controls="ekit-unfold-12-w1"');
    expect(inner).toContain("<p>Wood fired.</p>");
    expect(inner).not.toContain("<script");
    expect(inner).toContain("--ekit-unfold-height:120px");
  });
});
