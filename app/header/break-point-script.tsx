import { headerBreakPointScript } from "~/header/header-break-point.ts";

/**
 * First in <body>: puts `ast-header-break-point` on it before the first paint, so a configured break
 * point needs no generated CSS and the mobile header does not flash in. Without script the class never
 * comes and the desktop header stays, its menu wrapping on narrow screens.
 */
export function HeaderBreakPointScript({ breakPoint, nonce }: { breakPoint: number; nonce: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script with a number from the settings
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headerBreakPointScript(breakPoint) }} />;
}
