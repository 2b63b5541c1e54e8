import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("spacer widget", () => {
  it("is 50 px high by default and follows the space per device", async () => {
    const plain = await renderWidget("spacer", {});
    expect(plain.inner).toBe(
      '<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>',
    );
    expect(plain.css).toContain(`${plain.selector}{--spacer-size:50px}`);
    const sized = await renderWidget("spacer", {
      space: { unit: "px", size: 80 },
      space_mobile: { unit: "vh", size: 5 },
    });
    expect(sized.css).toContain(`${sized.selector}{--spacer-size:80px}`);
    expect(sized.css).toContain(`@media(max-width:767px){${sized.selector}{--spacer-size:5vh}}`);
  });
});
