import { sanitizeDocumentHtml, sanitizeInlineHtml } from "../../../server/content/document-html.server.ts";
import type { DocumentSanitizer } from "../widget.ts";

/** The renderer's view of the document HTML policy (decision 019, server/content/document-html.server.ts). */
export const documentSanitizer: DocumentSanitizer = {
  html: sanitizeDocumentHtml,
  inline: sanitizeInlineHtml,
};
