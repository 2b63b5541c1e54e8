import { type ComponentType, memo, Suspense } from "react";

/**
 * A part of the page the server renders with the rest, whose browser code is not part of the first load
 * (decision 038). The caller passes the component itself on the server and a `lazy()` of it in the browser:
 *
 *   const Part = hydratedLater(import.meta.env.SSR ? PartOnServer : lazy(() => import("./part.tsx")…));
 *
 * (the condition must stay at the call site, where the bundler drops the server branch and its static
 * import). Hydration keeps the server's markup in place until the chunk has arrived, then hydrates it; a click
 * on it before then is replayed once it is live. The boundary is memoised: a parent re-rendering with the same
 * props before the chunk arrives would otherwise make React drop the server's markup and render it afresh.
 */
export function hydratedLater<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function HydratedLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  HydratedLater.displayName = `HydratedLater(${Component.displayName ?? Component.name ?? "part"})`;
  return memo(HydratedLater);
}
