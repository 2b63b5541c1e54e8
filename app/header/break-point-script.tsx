import { headerBreakPointScript } from "~/header/header-break-point.ts";
import { InlineScript } from "~/lib/inline-script.tsx";

/**
 * First in <body>: puts `ast-header-break-point` on it before the first paint, so a configured break
 * point needs no generated CSS and the mobile header does not flash in. Without script the class never
 * comes and the desktop header stays, its menu wrapping on narrow screens.
 */
export function HeaderBreakPointScript({ breakPoint, nonce }: { breakPoint: number; nonce: string }) {
  return <InlineScript nonce={nonce} text={import.meta.env.SSR ? headerBreakPointScript(breakPoint) : ""} />;
}
