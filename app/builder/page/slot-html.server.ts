import type { RenderedDocument } from "../render/render-document.server.tsx";

/** The id of a document's slot element (`elementor-slot-12`). */
export function documentSlotId(documentId: number): string {
  return `elementor-slot-${documentId}`;
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * What goes into a document slot: links to the static stylesheets the document's widgets need, its generated CSS
 * (Elementor's `post-<id>.css`, embedded), then the document. Built once per version with the render.
 */
export function documentSlotHtml(rendered: RenderedDocument): string {
  const links = rendered.stylesheets
    .map((href) => `<link rel="stylesheet" href="${attribute(href)}">`)
    .join("");
  const css = rendered.css
    ? `<style id="elementor-post-${rendered.documentId}-css">${rendered.css}</style>`
    : "";
  return `${links}${css}${rendered.html}`;
}
