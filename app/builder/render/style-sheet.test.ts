import { describe, expect, it } from "vitest";
import { StyleSheet } from "./style-sheet.ts";
import { hasRule, oneRulePerDeclaration } from "./test-support.ts";

const element = ".elementor-3 .elementor-element.elementor-element-a1";

describe("style sheet", () => {
  it("writes an element's consecutive rules for one selector as one rule, declarations in the order written", () => {
    const sheet = new StyleSheet();
    sheet.add("desktop", element, { "--flex-direction": "row" });
    sheet.add("desktop", element, { "--align-items": "center" });
    sheet.add("desktop", element, { "--gap": "12px 12px", "--flex-direction": "column" });
    expect(sheet.toString()).toBe(
      `${element}{--flex-direction:row;--align-items:center;--gap:12px 12px;--flex-direction:column}`,
    );
  });

  it("keeps rules apart when another selector comes between them, so the cascade's order is unchanged", () => {
    const sheet = new StyleSheet();
    sheet.add("desktop", `${element} .title`, { color: "#111" });
    sheet.add("desktop", `${element} .title:hover`, { color: "#222" });
    sheet.add("desktop", `${element} .title`, { "font-size": "18px" });
    expect(sheet.toString()).toBe(
      `${element} .title{color:#111}${element} .title:hover{color:#222}${element} .title{font-size:18px}`,
    );
  });

  it("merges within a device's media block only, and skips rules left with no declaration (W-CONST-01..03)", () => {
    const sheet = new StyleSheet();
    sheet.add("desktop", element, { "text-align": "left" });
    sheet.add("mobile", element, { "text-align": "center" });
    sheet.add("mobile", element, { color: "", width: null });
    sheet.add("mobile", element, { "font-size": "14px" });
    sheet.add("tablet", element, { "text-align": "right" });
    sheet.addMinWidth(element, { "--width": "50%" });
    sheet.addMinWidth(element, { "--height": "auto" });
    expect(sheet.toString()).toBe(
      [
        `${element}{text-align:left}`,
        `@media(min-width:768px){${element}{--width:50%;--height:auto}}`,
        `@media(max-width:1024px){${element}{text-align:right}}`,
        `@media(max-width:767px){${element}{text-align:center;font-size:14px}}`,
      ].join("\n"),
    );
  });

  it("drops an unsafe value without losing the declarations merged beside it", () => {
    const sheet = new StyleSheet();
    sheet.add("desktop", element, { color: "#123456" });
    sheet.add("desktop", element, { background: "red}body{display:none" });
    sheet.add("desktop", element, { "font-weight": "600" });
    expect(sheet.toString()).toBe(`${element}{color:#123456;font-weight:600}`);
  });
});

describe("the rule-by-rule form tests compare", () => {
  it("splits merged rules, inside media blocks too, and finds a rule whether it was merged or not", () => {
    const css = `a{x:1;y:2}@media(max-width:767px){b,c{z:3;w:4}}`;
    expect(oneRulePerDeclaration(css)).toBe("a{x:1}a{y:2}@media(max-width:767px){b,c{z:3}b,c{w:4}}");
    expect(hasRule(css, "a{y:2}")).toBe(true);
    expect(hasRule(css, "@media(max-width:767px){b,c{z:3}")).toBe(true);
    expect(hasRule(css, "b,c{w:4}}")).toBe(true);
    expect(hasRule(css, "a{z:3}")).toBe(false);
  });
});
