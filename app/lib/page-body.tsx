import type { CSSProperties, ReactNode } from "react";
import { composeBodyClass, useBodyClassSnapshot } from "./body-classes.ts";

/**
 * `<body>` with the page's classes and the body-class store's. Only this component reads the store, so a class
 * added after hydration (the header's break point, a page script's state) re-renders the body element alone:
 * `children` were made by the layout, which does not render again, so React keeps them as they are. When the
 * layout read the store itself, each such class re-rendered the whole page at once, right after hydration.
 */
export function PageBody({
  pageClasses,
  style,
  children,
}: {
  pageClasses: readonly string[];
  style: CSSProperties;
  children: ReactNode;
}) {
  const className = composeBodyClass(pageClasses, useBodyClassSnapshot());
  return (
    // The header's break-point script sets its class before the first paint, before hydration (decision 014).
    <body suppressHydrationWarning className={className} style={style}>
      {children}
    </body>
  );
}
