import { and, eq } from "drizzle-orm";
import slugify from "slugify";
import type { Executor } from "../../db/client.server.ts";
import { contentDocuments } from "../../db/schema.ts";
import { TEMPLATE_TYPES } from "../wxr/wxr-plan.ts";
import {
  type DocumentFields,
  moveSequencePast,
  type WriteOutcome,
  writeDocument,
} from "./document-store.server.ts";
import { describeIssues, templateExportSchema, widgetTypesUsed } from "./elementor-data.ts";
import { unknownShortcodesUsed } from "./shortcodes-used.ts";

/**
 * `npm run import -- template.json`: one template exported from Elementor (Templates → Saved Templates →
 * Export). It becomes an `elementor_library` document found again by its slug (from the title), so importing
 * the same file twice changes nothing and a changed file makes a new revision. An export carries no display
 * conditions: a header or popup imported this way applies nowhere until it gets some.
 */

export class TemplateImportError extends Error {
  override name = "TemplateImportError";
}

/** Whether a parsed JSON file is a template export (rather than, say, a coupons list). */
export function isTemplateExport(raw: unknown): boolean {
  return templateExportSchema.safeParse(raw).success;
}

export interface TemplateImportReport {
  id: number;
  title: string;
  type: string;
  templateType: string;
  outcome: WriteOutcome;
  widgetTypes: string[];
  /** Shortcodes in Shortcode widgets that Vitrine does not render. */
  unknownShortcodes: string[];
}

export async function importTemplateExport(
  db: Executor,
  raw: unknown,
  source: string,
): Promise<TemplateImportReport> {
  const parsed = templateExportSchema.safeParse(raw);
  if (!parsed.success)
    throw new TemplateImportError(`Not an Elementor template export: ${describeIssues(parsed.error)}`);
  const template = parsed.data;
  const slug = slugify(template.title || "template", { lower: true, strict: true }) || "template";
  const type = TEMPLATE_TYPES[template.type] ?? "section";
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contentDocuments.id })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.postType, "elementor_library"), eq(contentDocuments.slug, slug)));
    const fields: DocumentFields = {
      type,
      postType: "elementor_library",
      templateType: template.type,
      slug,
      parentId: null,
      title: template.title,
      status: "publish",
      publishedAt: null,
      modifiedAt: null,
      localDate: "",
      authorLogin: "",
      authorName: "",
      excerpt: "",
      content: "",
      featuredMediaId: null,
      menuOrder: 0,
      elements: template.content,
      pageSettings: template.page_settings,
      conditions: [],
      conditionsRaw: [],
      popupDisplay: null,
      meta: { _elementor_version: template.version },
      termIds: [],
    };
    await moveSequencePast(tx, "content_documents");
    const { id, outcome } = await writeDocument(
      tx,
      { id: null, fields, path: null, source },
      existing?.id ?? null,
    );
    return {
      id,
      title: template.title,
      type,
      templateType: template.type,
      outcome,
      widgetTypes: widgetTypesUsed(template.content),
      unknownShortcodes: unknownShortcodesUsed(template.content),
    };
  });
}
