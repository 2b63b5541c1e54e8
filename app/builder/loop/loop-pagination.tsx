import { loopSearch, queryWithPage, relativeHref } from "./filter-state.ts";
import type { PaginationType } from "./query-settings.ts";

/**
 * Elementor Pro's pagination under a loop: page numbers and/or previous/next as plain links (`?e-page-<id>=N`,
 * so paging works without script), or a "load more" link to the next page that the loop's browser module turns
 * into an in-place load (on click, or when the anchor scrolls into view for infinite scroll).
 */
export interface LoopPaginationProps {
  type: PaginationType;
  widgetId: string;
  params: URLSearchParams;
  page: number;
  pageCount: number;
  prevLabel: string;
  nextLabel: string;
  loadMoreLabel: string;
}

export function pageHref(params: URLSearchParams, widgetId: string, page: number): string {
  return relativeHref(queryWithPage(loopSearch(params), widgetId, page));
}

export function LoopPagination(props: LoopPaginationProps) {
  const { type, widgetId, params, page, pageCount } = props;
  if (type === "" || pageCount <= 1) return null;
  const href = (target: number) => pageHref(params, widgetId, target);
  if (type === "load_more_on_click" || type === "load_more_infinite_scroll") {
    const next = page < pageCount ? href(page + 1) : "";
    return (
      <>
        <div
          className="e-load-more-anchor"
          data-page={page}
          data-max-page={pageCount}
          data-next-page={next}
          data-infinite={type === "load_more_infinite_scroll" ? "true" : undefined}
        />
        {next ? (
          <div className="elementor-button-wrapper e-load-more-wrapper">
            <a href={next} className="elementor-button-link elementor-button e-load-more-button">
              <span className="elementor-button-content-wrapper">
                <span className="elementor-button-text">{props.loadMoreLabel}</span>
              </span>
            </a>
          </div>
        ) : null}
        <p className="e-load-more-message elementor-screen-only" aria-live="polite" />
      </>
    );
  }
  const numbers = type === "numbers" || type === "numbers_and_prev_next";
  const prevNext = type === "prev_next" || type === "numbers_and_prev_next";
  return (
    <nav className="elementor-pagination" aria-label="Pagination">
      {prevNext ? (
        page > 1 ? (
          <a className="page-numbers prev" href={href(page - 1)}>
            {props.prevLabel}
          </a>
        ) : (
          <span className="page-numbers prev">{props.prevLabel}</span>
        )
      ) : null}
      {numbers
        ? Array.from({ length: pageCount }, (_, index) => index + 1).map((number) =>
            number === page ? (
              <span key={number} aria-current="page" className="page-numbers current">
                <span className="elementor-screen-only">Page</span>
                {number}
              </span>
            ) : (
              <a key={number} className="page-numbers" href={href(number)}>
                <span className="elementor-screen-only">Page</span>
                {number}
              </a>
            ),
          )
        : null}
      {prevNext ? (
        page < pageCount ? (
          <a className="page-numbers next" href={href(page + 1)}>
            {props.nextLabel}
          </a>
        ) : (
          <span className="page-numbers next">{props.nextLabel}</span>
        )
      ) : null}
    </nav>
  );
}
