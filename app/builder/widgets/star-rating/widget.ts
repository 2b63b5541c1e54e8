import { alignFlex } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { starRatingSettings } from "./settings.ts";
import { StarRating } from "./star-rating.tsx";

const STARS = " .elementor-star-rating i";

export default defineWidget({
  types: ["star-rating"],
  settings: starRatingSettings,
  Component: StarRating,
  css(_settings, style) {
    style.choiceRule("align", " .elementor-star-rating__wrapper", "justify-content", (value) =>
      value === "justify" ? "space-between" : alignFlex(value),
    );
    style.colorRule("title_color", " .elementor-star-rating__title", "color");
    style.typography("title_typography", " .elementor-star-rating__title");
    style.sliderRule("title_gap", " .elementor-star-rating__title", "margin-inline-end");
    style.sliderRule("icon_size", " .elementor-star-rating", "font-size");
    style.sliderRule("icon_space", " .elementor-star-rating__stars", "gap");
    style.colorRule(
      "stars_color",
      [`${STARS}::before`, " .elementor-star-rating i.elementor-star-full"],
      "color",
    );
    style.colorRule("stars_unmarked_color", STARS, "color");
  },
});
