import { lazy, Suspense, useEffect, useState } from "react";

const QuickViewDialog = lazy(() => import("./quick-view-dialog.tsx"));
const preloadDialog = () => void import("./quick-view-dialog.tsx");

/**
 * Astra's quick view: a product's summary and add-to-cart form in a dialog over
 * the list, loaded from the product page's own data. The form adds the same way
 * as on the product page. The dialog needs script: until the page is live (and
 * without script) "Quick view" is a link to the product page, in the same place
 * and size, so the card does not move when the button takes over (CLS 0). The
 * dialog's code loads when the shopper points at or focuses the button.
 */
export function QuickView({ slug, name }: { slug: string; name: string }) {
  const [live, setLive] = useState(false);
  const [openings, setOpenings] = useState(0);
  useEffect(() => setLive(true), []);
  if (!live)
    return (
      <a className="ast-quick-view-text" href={`/product/${slug}`}>
        Quick view<span className="screen-reader-text">: {name}</span>
      </a>
    );

  return (
    <>
      <button
        type="button"
        className="ast-quick-view-text"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpenings((count) => count + 1)}
      >
        Quick view<span className="screen-reader-text">: {name}</span>
      </button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <QuickViewDialog slug={slug} name={name} openings={openings} />
        </Suspense>
      ) : null}
    </>
  );
}
