/**
 * Staff-written HTML (descriptions). The loader must have passed it through
 * `sanitizeRichText` (server/content/sanitize.server.ts) before it gets here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the only HTML injection point; input is sanitised on the server
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
