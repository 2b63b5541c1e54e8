/**
 * A fixed inline script of the layout: allowed by the response's nonce, or in a stored page by its hash.
 *
 * It runs once, from the server's HTML. Hydration keeps the element the server wrote and never rewrites an inline
 * script's text (an inline script React inserts later would not run anyway), so the browser passes no text. Callers
 * give the text as `import.meta.env.SSR ? text : ""`, which lets the bundler drop the text and whatever builds it
 * from every first load.
 */
export function InlineScript({ nonce, text }: { nonce: string; text: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed scripts written by the layout, never content
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />;
}
