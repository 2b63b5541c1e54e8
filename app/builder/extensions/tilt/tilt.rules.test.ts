import { describe, expect, it } from "vitest";
import { parseSettings } from "../../render/parse-settings.ts";
import { tiltConfig, tiltSettings } from "./settings.ts";
import { RESTING_TILT, tiltAt, tiltTransform } from "./tilt.rules.ts";

const config = tiltConfig(parseSettings(tiltSettings, { ekit_we_effect_on: "tilt" }).settings);
const box = { left: 100, top: 100, width: 200, height: 100 };

describe("tilt", () => {
  it("W-MOTION-01 W-MOTION-02 W-MOTION-03 defaults: max tilt 20, perspective 300, speed 400 ms, glare on", () => {
    expect(config).toEqual({
      maxTilt: 20,
      perspective: 300,
      speed: 400,
      scale: 1,
      disableAxis: "",
      glare: true,
      maxGlare: 0.5,
    });
  });

  it("W-MOTION-01 the pointer at a corner tilts half the max tilt on each axis; the centre rests", () => {
    expect(tiltAt({ x: 100, y: 100 }, box, config)).toMatchObject({
      rotateX: -10,
      rotateY: 10,
      glareOpacity: 0,
    });
    expect(tiltAt({ x: 300, y: 200 }, box, config)).toMatchObject({
      rotateX: 10,
      rotateY: -10,
      glareOpacity: 0.5,
    });
    expect(tiltAt({ x: 200, y: 150 }, box, config)).toMatchObject({ rotateX: 0, rotateY: 0 });
    expect(tiltAt({ x: 900, y: 900 }, box, config)).toMatchObject({ rotateX: 10, rotateY: -10 });
    expect(tiltAt({ x: 100, y: 100 }, box, { ...config, disableAxis: "x" })).toMatchObject({
      rotateX: 0,
      rotateY: 10,
    });
  });

  it("W-MOTION-02 the transform uses the perspective; resting is flat", () => {
    expect(tiltTransform(RESTING_TILT, config, false)).toBe(
      "perspective(300px) rotateX(0deg) rotateY(0deg) scale3d(1, 1, 1)",
    );
    expect(tiltTransform({ rotateX: 5, rotateY: -3 }, { ...config, scale: 1.1 }, true)).toBe(
      "perspective(300px) rotateX(5deg) rotateY(-3deg) scale3d(1.1, 1.1, 1.1)",
    );
  });
});
