import { isKnownWidgetType } from "../../app/builder/registry.ts";
import type { TemplateImportReport } from "./documents/template-import.server.ts";
import type { ContentImportReport } from "./wxr/wxr-import.server.ts";

/** The lines `npm run import` prints for a WordPress export: what moved, what did not and why. */
export function formatWxrReport(report: ContentImportReport): string[] {
  const lines = [`Imported ${report.source}`];
  const counts = Object.entries(report.counts).map(([type, count]) => {
    const parts = [
      count.created ? `${count.created} created` : "",
      count.updated ? `${count.updated} updated (new revision)` : "",
      count.unchanged ? `${count.unchanged} unchanged` : "",
    ].filter(Boolean);
    return `${type} ${count.created + count.updated + count.unchanged} (${parts.join(", ")})`;
  });
  lines.push(`  documents: ${counts.join("; ") || "none"}`);
  lines.push(`  media: ${report.media.stored} stored`);
  lines.push(`  blog categories and tags: ${report.terms}`);
  lines.push(
    `  menus: ${report.menus.map((menu) => `${menu.slug} (${menu.items} ${menu.items === 1 ? "item" : "items"})`).join(", ") || "none"}`,
  );
  if (report.reviews.written > 0)
    lines.push(
      `  product reviews: ${report.reviews.written} (for ${report.reviews.productIds.length} ${report.reviews.productIds.length === 1 ? "product" : "products"})`,
    );
  const site = report.site;
  const pages = Object.entries(site.wooCommercePages)
    .filter(([, id]) => id !== null)
    .map(([role, id]) => `${role} ${id}`);
  lines.push(
    `  site: ${site.siteUrl || "(unknown address)"}; permalinks ${site.permalinkStructure === null ? "unknown" : site.permalinkStructure || "plain"}; ` +
      `front page ${site.frontPageId ?? "none"}; posts page ${site.postsPageId ?? "none (/blog/)"}; kit ${site.activeKitId ?? "none"}; ` +
      `WooCommerce pages: ${pages.join(", ") || "none"}`,
  );
  if (report.skipped.length > 0) {
    lines.push(`  not imported (${report.skipped.length}):`);
    for (const item of report.skipped)
      lines.push(`    ${item.postType} ${item.id}${item.title ? ` "${item.title}"` : ""}: ${item.reason}`);
  }
  const withWidgets = report.documents.filter((document) => document.widgetTypes.length > 0);
  if (withWidgets.length > 0) {
    lines.push("  widget types by document:");
    for (const document of withWidgets)
      lines.push(
        `    ${document.type} ${document.id} "${document.title}": ${document.widgetTypes.join(", ")}`,
      );
  }
  lines.push(...unknownWidgetLines(report.documents));
  lines.push(...unknownShortcodeLines(report.documents));
  if (report.unresolvedMedia.length > 0) {
    lines.push(
      `  uploads not in the export (${report.unresolvedMedia.length}; they still point at the old site):`,
    );
    for (const url of report.unresolvedMedia) lines.push(`    ${url}`);
  }
  return lines;
}

/**
 * Widget types Vitrine does not render (they show nothing on the page and are listed in each document's
 * report at `/wp-json/vitrine/v1/documents/<id>/report`), with the documents that use them.
 */
export function unknownWidgetLines(
  documents: readonly { id: number; widgetTypes: readonly string[] }[],
): string[] {
  const byType = new Map<string, number[]>();
  for (const document of documents)
    for (const type of document.widgetTypes)
      if (!isKnownWidgetType(type)) byType.set(type, [...(byType.get(type) ?? []), document.id]);
  if (byType.size === 0) return [];
  return [
    `  widget types Vitrine does not render yet (${byType.size}; they show nothing):`,
    ...[...byType].map(([type, ids]) => `    ${type}: documents ${ids.join(", ")}`),
  ];
}

/** Shortcodes Vitrine does not render (Shortcode widgets show nothing for them), with the documents using them. */
export function unknownShortcodeLines(
  documents: readonly { id: number; unknownShortcodes?: readonly string[] }[],
): string[] {
  const byTag = new Map<string, number[]>();
  for (const document of documents)
    for (const tag of document.unknownShortcodes ?? [])
      byTag.set(tag, [...(byTag.get(tag) ?? []), document.id]);
  if (byTag.size === 0) return [];
  return [
    `  shortcodes Vitrine does not render (${byTag.size}; they show nothing):`,
    ...[...byTag].map(([tag, ids]) => `    [${tag}]: documents ${ids.join(", ")}`),
  ];
}

export function formatTemplateReport(source: string, report: TemplateImportReport): string[] {
  const outcome = { created: "created", updated: "updated (new revision)", unchanged: "unchanged" }[
    report.outcome
  ];
  return [
    `Imported ${source}: ${report.templateType} template "${report.title}" (document ${report.id}, ${report.type}) ${outcome}`,
    `  widget types: ${report.widgetTypes.join(", ") || "none"}`,
    ...unknownWidgetLines([{ id: report.id, widgetTypes: report.widgetTypes }]),
    ...unknownShortcodeLines([{ id: report.id, unknownShortcodes: report.unknownShortcodes }]),
  ];
}
