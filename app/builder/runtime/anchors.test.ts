import { describe, expect, it } from "vitest";
import { anchorTargetId, themeTemplateSelector } from "./anchors.ts";

describe("anchors", () => {
  it("accepts only a hash that is a simple identifier as a target (W-URL-11)", () => {
    expect(anchorTargetId("#contact")).toBe("contact");
    expect(anchorTargetId("#faq-2")).toBe("faq-2");
    expect(anchorTargetId("#section_3")).toBe("section_3");
    for (const hash of [
      "",
      "#",
      "#a.b",
      "#a b",
      "#!/route",
      "#elementor-action:action=popup:open",
      "#x')",
      "#<img>",
      "contact",
    ])
      expect(anchorTargetId(hash)).toBeNull();
  });

  it("turns theme_template_id into the template's selector, and nothing else (W-URL-10)", () => {
    expect(themeTemplateSelector("?theme_template_id=345")).toBe(".elementor-345");
    expect(themeTemplateSelector("?a=1&theme_template_id=7")).toBe(".elementor-7");
    expect(themeTemplateSelector("?theme_template_id=7)")).toBeNull();
    expect(themeTemplateSelector("?x=1")).toBeNull();
  });
});
