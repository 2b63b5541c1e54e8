import { defineWidget } from "../../widget.ts";
import { Coupon } from "./coupon.tsx";
import { couponSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-coupon-code"],
  settings: couponSettings,
  Component: Coupon,
  client: "coupon",
});
