import { z } from "zod";
import { choice } from "../../render/fields.ts";

const name = z
  .string()
  .regex(/^[A-Za-z]*$/, "not an animation name")
  .default("");
const optionalName = z
  .string()
  .regex(/^[A-Za-z]*$/, "not an animation name")
  .optional();
const delay = z
  .preprocess(
    (raw) => (typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw),
    z.union([z.number().min(0), z.literal("")]),
  )
  .default("");

/** Entrance animation settings, for widgets (`_animation`) and layout elements (`animation`), per device. */
export const entranceAnimationSettings = z.object({
  _animation: name,
  _animation_tablet: optionalName,
  _animation_mobile: optionalName,
  _animation_delay: delay,
  animation: name,
  animation_tablet: optionalName,
  animation_mobile: optionalName,
  animation_delay: delay,
  animation_duration: choice(["", "slow", "fast"], ""),
});

export const ENTRANCE_ANIMATION_FRONTEND_SETTINGS = [
  "_animation",
  "_animation_delay",
  "animation",
  "animation_delay",
  "animation_duration",
];
