import type { TaxonomyFilters } from "./filter-state.ts";

/**
 * The refresh-loop call (W-FILTER-06..10) as data: what the browser sends and how it reads the answer.
 * `POST <rest>/elementor-pro/v1/refresh-loop` with JSON `{post_id, widget_filters, widget_id,
 * pagination_base_url}`; in the editor also `widget_model` and `is_edit_mode`, and the `X-WP-Nonce` header
 * only there. The answer's `data` is the widget's new markup; anything else leaves the old markup.
 */
export const REFRESH_LOOP_PATH = "elementor-pro/v1/refresh-loop";

export interface RefreshInput {
  restBase: string;
  postId: number;
  widgetId: string;
  filters: TaxonomyFilters;
  paginationBaseUrl: string;
  /** Only in the editor: the widget's model and the REST nonce. */
  editMode?: { widgetModel: unknown; nonce: string };
}

export function refreshLoopRequest(input: RefreshInput): { url: string; init: RequestInit } {
  const body: Record<string, unknown> = {
    post_id: input.postId,
    widget_filters: { taxonomy: input.filters },
    widget_id: input.widgetId,
    pagination_base_url: input.paginationBaseUrl,
  };
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (input.editMode) {
    body.widget_model = input.editMode.widgetModel;
    body.is_edit_mode = true;
    headers["X-WP-Nonce"] = input.editMode.nonce;
  }
  const base = input.restBase.endsWith("/") ? input.restBase : `${input.restBase}/`;
  return {
    url: `${base}${REFRESH_LOOP_PATH}`,
    init: { method: "POST", headers, body: JSON.stringify(body), credentials: "same-origin" },
  };
}

/** The new markup from a refresh answer, or null (status ≥ 400, not JSON, no string `data`): keep the old. */
export async function refreshedMarkup(response: Response): Promise<string | null> {
  if (!response.ok || response.status >= 400) return null;
  try {
    const json: unknown = await response.json();
    if (json && typeof json === "object" && "data" in json && typeof json.data === "string") return json.data;
  } catch {
    // Not JSON: the old markup stays.
  }
  return null;
}

/**
 * One refresh: overlay on, fetch, replace, overlay off (W-FILTER-05). Failures of any kind (network, status,
 * body) leave the markup as it was (W-FILTER-10). Resolves whether the content was replaced.
 */
export async function refreshLoop(
  input: RefreshInput,
  view: { setLoading(on: boolean): void; replace(html: string): void },
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<boolean> {
  const { url, init } = refreshLoopRequest(input);
  view.setLoading(true);
  try {
    const response = await fetcher(url, { ...init, signal });
    const html = await refreshedMarkup(response);
    if (html === null || signal?.aborted) return false;
    view.replace(html);
    return true;
  } catch {
    return false;
  } finally {
    if (!signal?.aborted) view.setLoading(false);
  }
}
