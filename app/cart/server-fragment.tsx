/**
 * A container for server-rendered cart fragment HTML (React-rendered and
 * escaped on the server). React sets it once and never reconciles inside, so
 * the page script may swap the fragment for a fresh one after a cart change.
 */
export function ServerFragment({
  html,
  className,
  inline = false,
}: {
  html: string;
  className: string;
  inline?: boolean;
}) {
  const Tag = inline ? "span" : "div";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by our own components on the server
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
