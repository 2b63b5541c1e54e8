import { describe, expect, it } from "vitest";
import { deviceForWidth, deviceMediaQuery, responsiveKey } from "./devices.ts";

describe("devices", () => {
  it("counts 1025 px and wider as desktop (W-CONST-01)", () => {
    expect(deviceForWidth(1025)).toBe("desktop");
    expect(deviceForWidth(1920)).toBe("desktop");
    expect(deviceForWidth(1024)).not.toBe("desktop");
  });

  it("counts 768 to 1024 px as tablet (W-CONST-02)", () => {
    expect(deviceForWidth(768)).toBe("tablet");
    expect(deviceForWidth(1024)).toBe("tablet");
    expect(deviceMediaQuery("tablet")).toBe("(max-width:1024px)");
  });

  it("counts below 768 px as mobile (W-CONST-03)", () => {
    expect(deviceForWidth(767)).toBe("mobile");
    expect(deviceForWidth(320)).toBe("mobile");
    expect(deviceMediaQuery("mobile")).toBe("(max-width:767px)");
    expect(deviceMediaQuery("desktop")).toBeNull();
  });

  it("names the responsive variants as Elementor stores them", () => {
    expect(responsiveKey("align", "desktop")).toBe("align");
    expect(responsiveKey("align", "tablet")).toBe("align_tablet");
    expect(responsiveKey("align", "mobile")).toBe("align_mobile");
  });
});
