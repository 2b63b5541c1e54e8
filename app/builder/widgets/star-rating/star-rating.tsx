import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import type { starRatingSettings } from "./settings.ts";
import { clampRating, ratingLabel, starClasses } from "./star-rating.rules.ts";

/**
 * `.elementor-star-rating__wrapper` with the optional title and `.elementor-star-rating`: the stars are drawn for
 * the eye only, the rating is text ("Rated 4.5 out of 5") for screen readers and as schema.org `Rating` data.
 */
export function StarRating({ settings }: WidgetProps<z.output<typeof starRatingSettings>, undefined>) {
  const scale = Number(settings.rating_scale);
  const rating = clampRating(settings.rating, scale);
  const label = ratingLabel(rating, scale);
  const title = String(settings.title);
  const marked = "★";
  const unmarked = settings.unmarked_star_style === "outline" ? "☆" : "★";
  return (
    <div className="elementor-star-rating__wrapper">
      {title ? <div className="elementor-star-rating__title">{title}</div> : null}
      <div
        className={`elementor-star-rating elementor-star-rating--${settings.star_style}`}
        title={`${rating}/${scale}`}
        itemScope
        itemType="https://schema.org/Rating"
      >
        <span className="elementor-star-rating__stars" aria-hidden="true">
          {starClasses(rating, scale).map((className, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of stars
            <i key={index} className={className} data-star={marked}>
              {className === "elementor-star-full" ? marked : unmarked}
            </i>
          ))}
        </span>
        <span className="elementor-screen-only">{label}</span>
        <meta itemProp="ratingValue" content={String(rating)} />
        <meta itemProp="bestRating" content={String(scale)} />
      </div>
    </div>
  );
}
