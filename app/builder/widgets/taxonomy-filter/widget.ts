import { defineWidget } from "../../widget.ts";
import { taxonomyFilterSettings } from "./settings.ts";
import { type TaxonomyFilterData, TaxonomyFilterView } from "./taxonomy-filter.tsx";

export default defineWidget({
  types: ["taxonomy-filter"],
  settings: taxonomyFilterSettings,
  Component: TaxonomyFilterView,
  async load(settings, services): Promise<TaxonomyFilterData | null> {
    if (!services.loop) return null;
    return { terms: await services.loop.terms(settings.taxonomy), params: services.loop.params };
  },
  client: "taxonomy-filter",
});
