import type { z } from "zod";
import { LoopPagination } from "../../loop/loop-pagination.tsx";
import type { LoopEntry } from "../../loop/loop-services.ts";
import type { PaginationType } from "../../loop/query-settings.ts";
import { formatPostDate } from "../../render/dates.ts";
import { safeHref } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { postsSettings, SkinSettings } from "./settings.ts";

export interface PostsData {
  skin: "classic" | "cards" | "ekit";
  skinSettings: SkinSettings;
  entries: LoopEntry[];
  page: number;
  pageCount: number;
  params: URLSearchParams;
}

type Props = WidgetProps<z.output<typeof postsSettings>, PostsData | null>;

function excerpt(text: string, words: number): string {
  const list = text.split(/\s+/).filter(Boolean);
  return list.length > words ? `${list.slice(0, words).join(" ")}…` : text;
}

function Thumbnail({ entry }: { entry: LoopEntry }) {
  if (!entry.image) return null;
  return (
    // The picture link repeats the title link, so it stays out of the tab order.
    <a className="elementor-post__thumbnail__link" href={safeHref(entry.url) ?? "#"} tabIndex={-1}>
      <div className="elementor-post__thumbnail">
        <img
          src={entry.image.url}
          width={entry.image.width || undefined}
          height={entry.image.height || undefined}
          alt={entry.title}
          loading="lazy"
          decoding="async"
        />
      </div>
    </a>
  );
}

function Meta({ entry, skin, timeZone }: { entry: LoopEntry; skin: SkinSettings; timeZone: string }) {
  const parts = skin.meta_data.flatMap((part) => {
    if (part === "date" && entry.publishedAt)
      return [
        <span key="date" className="elementor-post-date">
          <time dateTime={entry.publishedAt}>{formatPostDate(entry.publishedAt, timeZone)}</time>
        </span>,
      ];
    if (part === "author" && entry.authorName)
      return [
        <span key="author" className="elementor-post-author">
          {entry.authorName}
        </span>,
      ];
    return [];
  });
  return parts.length > 0 ? <div className="elementor-post__meta-data">{parts}</div> : null;
}

function PostText({ entry, skin }: { entry: LoopEntry; skin: SkinSettings }) {
  const Title = skin.title_tag;
  const href = safeHref(entry.url) ?? "#";
  return (
    <div className="elementor-post__text">
      {skin.show_title ? (
        <Title className="elementor-post__title">
          <a href={href}>{entry.title}</a>
        </Title>
      ) : null}
      {skin.show_excerpt && entry.excerpt ? (
        <div className="elementor-post__excerpt">
          <p>{excerpt(entry.excerpt, skin.excerpt_length)}</p>
        </div>
      ) : null}
      {skin.show_read_more ? (
        <a
          className="elementor-post__read-more"
          href={href}
          aria-label={`Read more about ${entry.title}`}
          tabIndex={-1}
        >
          {skin.read_more_text}
        </a>
      ) : null}
    </div>
  );
}

function ClassicPost({ entry, skin, timeZone }: { entry: LoopEntry; skin: SkinSettings; timeZone: string }) {
  return (
    <article className={`elementor-post elementor-grid-item post-${entry.id} post type-post status-publish`}>
      {skin.thumbnail !== "none" ? <Thumbnail entry={entry} /> : null}
      <div className="elementor-post__text-wrap">
        <PostText entry={entry} skin={skin} />
        <Meta entry={entry} skin={skin} timeZone={timeZone} />
      </div>
    </article>
  );
}

function CardPost({ entry, skin, timeZone }: { entry: LoopEntry; skin: SkinSettings; timeZone: string }) {
  const badge = entry.terms.find((term) => term.taxonomy === skin.badge_taxonomy);
  return (
    <article className={`elementor-post elementor-grid-item post-${entry.id} post type-post status-publish`}>
      <div className="elementor-post__card">
        <Thumbnail entry={entry} />
        {skin.show_badge && badge ? <div className="elementor-post__badge">{badge.name}</div> : null}
        <PostText entry={entry} skin={skin} />
        <Meta entry={entry} skin={skin} timeZone={timeZone} />
      </div>
    </article>
  );
}

/** ElementsKit's blog post block: image card or block post, in Bootstrap-style columns. */
function EkitPost({
  entry,
  column,
  layout,
  timeZone,
}: {
  entry: LoopEntry;
  column: string;
  layout: string;
  timeZone: string;
}) {
  const href = safeHref(entry.url) ?? "#";
  const size = /ekit-(?:md|lg)-(\d{1,2})/.exec(column)?.[1] ?? "4";
  return (
    <div className={`col-lg-${size} col-md-6`}>
      <article
        className={`${layout === "elementskit-blog-block-post" ? "elementskit-blog-block-post" : "elementskit-post-image-card"}`}
      >
        {entry.image ? (
          <div className="elementskit-entry-header">
            <a href={href} className="elementskit-entry-thumb" tabIndex={-1}>
              <img
                src={entry.image.url}
                alt={entry.title}
                loading="lazy"
                width={entry.image.width || undefined}
                height={entry.image.height || undefined}
              />
            </a>
          </div>
        ) : null}
        <div className="elementskit-post-body">
          {entry.publishedAt ? (
            <div className="post-meta-list">
              <span className="meta-date">
                <time dateTime={entry.publishedAt}>{formatPostDate(entry.publishedAt, timeZone)}</time>
              </span>
            </div>
          ) : null}
          <h2 className="entry-title">
            <a href={href}>{entry.title}</a>
          </h2>
          {entry.excerpt ? <p>{excerpt(entry.excerpt, 20)}</p> : null}
        </div>
      </article>
    </div>
  );
}

/** Pro's posts / archive posts (classic, cards) and ElementsKit's blog posts, without a loop-item template. */
export function Posts({ settings, data, element, context }: Props) {
  const { timeZone } = context;
  if (!data) return null;
  if (data.entries.length === 0)
    return (
      <div className="elementor-posts-nothing-found">
        <p>{settings.nothing_found_message}</p>
      </div>
    );
  const pagination = (
    <LoopPagination
      type={settings.pagination_type as PaginationType}
      widgetId={element.id}
      params={data.params}
      page={data.page}
      pageCount={data.pageCount}
      prevLabel={settings.pagination_prev_label}
      nextLabel={settings.pagination_next_label}
      loadMoreLabel={settings.text}
    />
  );
  if (data.skin === "ekit")
    return (
      <div className="ekit-wid-con">
        <div className="row post-items">
          {data.entries.map((entry) => (
            <EkitPost
              key={entry.id}
              entry={entry}
              column={settings.ekit_blog_posts_column}
              layout={settings.ekit_blog_posts_layout_style}
              timeZone={timeZone}
            />
          ))}
        </div>
      </div>
    );
  return (
    <>
      <div
        className={`elementor-posts-container elementor-posts elementor-posts--skin-${data.skin} elementor-grid`}
      >
        {data.entries.map((entry) =>
          data.skin === "cards" ? (
            <CardPost key={entry.id} entry={entry} skin={data.skinSettings} timeZone={timeZone} />
          ) : (
            <ClassicPost key={entry.id} entry={entry} skin={data.skinSettings} timeZone={timeZone} />
          ),
        )}
      </div>
      {pagination}
    </>
  );
}
