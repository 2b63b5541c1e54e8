import { describe, expect, it } from "vitest";
import { decodePolyline, encodePolyline } from "./polyline.ts";

describe("encoded polylines (Google Directions)", () => {
  it("W-MAP-06 decodes Google's documented example and round-trips", () => {
    // The example in Google's "Encoded Polyline Algorithm Format" page.
    expect(decodePolyline("_p~iF~ps|U_ulLnnqC_mqNvxq`@")).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
    const line: [number, number][] = [
      [48.8531, 2.3691],
      [48.859, 2.3775],
    ];
    expect(decodePolyline(encodePolyline(line))).toEqual(line);
    expect(() => decodePolyline("_p~iF~ps|U_")).toThrow();
  });
});
