import { describe, expect, it, vi } from "vitest";
import {
  HEADER_BREAK_POINT_CLASS,
  headerBreakPointQuery,
  headerBreakPointScript,
  isHeaderBreakPoint,
} from "./header-break-point.ts";

describe("header break point", () => {
  it("is the mobile header at or below the configured width (S-THEME-15)", () => {
    expect(HEADER_BREAK_POINT_CLASS).toBe("ast-header-break-point");
    expect(isHeaderBreakPoint(921, 921)).toBe(true);
    expect(isHeaderBreakPoint(922, 921)).toBe(false);
    expect(isHeaderBreakPoint(1024, 1024)).toBe(true);
    expect(headerBreakPointQuery(921)).toBe("(max-width: 921px)");
  });

  it("sets the body class from the media query before the first paint", () => {
    const toggle = vi.fn();
    const matchMedia = vi.fn((query: string) => ({ matches: query === "(max-width: 768px)" }));
    const run = new Function("document", "window", headerBreakPointScript(768));
    run({ body: { classList: { toggle } } }, { matchMedia });
    expect(matchMedia).toHaveBeenCalledWith("(max-width: 768px)");
    expect(toggle).toHaveBeenCalledWith("ast-header-break-point", true);
  });
});
