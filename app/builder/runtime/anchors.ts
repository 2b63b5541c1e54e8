/**
 * In-page anchors: only a hash that is a simple identifier (`#contact`, `#faq-2`) names a target (W-URL-11).
 * Anything else (`#elementor-action:…`, `#!/route`, `#a.b`, `#`) is never looked up, so a link action or a
 * script-like hash cannot be turned into a selector.
 */
const SIMPLE_IDENTIFIER = /^#([A-Za-z0-9_-]+)$/;

export function anchorTargetId(hash: string): string | null {
  return SIMPLE_IDENTIFIER.exec(hash)?.[1] ?? null;
}

/** The query parameter Elementor's editor preview adds to scroll to a template (W-URL-10). */
export const THEME_TEMPLATE_PARAMETER = "theme_template_id";

/** The selector of the template named by `?theme_template_id=<id>`, or null. */
export function themeTemplateSelector(search: string): string | null {
  const id = new URLSearchParams(search).get(THEME_TEMPLATE_PARAMETER);
  return id && /^\d+$/.test(id) ? `.elementor-${id}` : null;
}
