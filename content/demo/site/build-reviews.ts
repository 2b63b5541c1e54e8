/**
 * Writes `55-reviews.xml`: the demo shop's product reviews as WooCommerce exports them (product items with their
 * review comments, ids 1300–1399). Imported after the catalogue CSV, like every demo site file.
 * Deterministic: run `npx tsx content/demo/site/build-reviews.ts` after changing `reviews/demo-reviews.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_REVIEWS, MUG_ID } from "./reviews/demo-reviews.ts";
import { reviewsExport } from "./reviews/reviews-export.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(
    path.join(here, "55-reviews.xml"),
    reviewsExport(
      "https://demo.vitrine.example",
      [{ id: MUG_ID, title: "Speckled Stoneware Mug", slug: "speckled-stoneware-mug" }],
      DEMO_REVIEWS,
    ),
  );
}
