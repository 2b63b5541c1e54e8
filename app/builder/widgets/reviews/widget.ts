import type { MediaInfo } from "../../widget.ts";
import { defineWidget } from "../../widget.ts";
import { Reviews, type ReviewsData } from "./reviews.tsx";
import { reviewsSettings } from "./settings.ts";

export default defineWidget<typeof reviewsSettings.shape, ReviewsData>({
  types: ["reviews", "elementskit-review"],
  settings: reviewsSettings,
  Component: Reviews,
  async load(settings, services, context) {
    const ids = [
      ...settings.slides.map((slide) => slide.image.id),
      ...settings.ekit_review_items.map((item) => item.ekit_review_image.id),
    ]
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    const found = await Promise.all(ids.map((id) => services.media(id)));
    const media: Record<string, MediaInfo> = {};
    for (const info of found) if (info) media[String(info.id)] = info;

    const reference = String(settings.vitrine_product).trim();
    let product: ReviewsData["product"] = null;
    let reviews: ReviewsData["reviews"] = null;
    if (reference) {
      const detail = await services.catalogue.product(
        /^\d+$/.test(reference) ? { id: Number(reference) } : { sku: reference },
      );
      if (detail) {
        product = {
          name: detail.name,
          path: `/product/${detail.slug}/`,
          averageRating: detail.averageRating,
          reviewCount: detail.reviewCount,
        };
        reviews = await services.catalogue.reviews(detail.id, settings.vitrine_reviews_limit);
      } else context.report(`reviews: product ${reference} is not a published product`);
    }
    return { product, reviews, media };
  },
  client: "reviews",
});
