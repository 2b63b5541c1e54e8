import { formatPostDate } from "../render/dates.ts";
import { DocumentSlot } from "../slot/document-slot.tsx";
import type { MediaInfo } from "../widget.ts";
import type { DocumentPageData, DocumentView } from "./document-page.server.ts";
import type { PostSummary } from "./document-source.ts";

/** Astra's markup around a page or post: the entry header (title, post meta) and the document in `.entry-content`. */
export function DocumentArticle({
  document,
  locale,
  timeZone,
}: {
  document: DocumentView;
  locale: string;
  timeZone: string;
}) {
  const isPost = document.type === "post";
  return (
    <article
      className={`post-${document.id} ${document.type} type-${document.type} status-publish ast-article-single`}
      id={`post-${document.id}`}
    >
      {document.showTitle || isPost ? (
        <header className="entry-header">
          <h1 className="entry-title">{document.title}</h1>
          {isPost ? (
            <PostMeta
              publishedAt={document.publishedAt}
              authorName={document.authorName}
              locale={locale}
              timeZone={timeZone}
            />
          ) : null}
        </header>
      ) : document.hasOwnHeading ? null : (
        <h1 className="screen-reader-text">{document.title}</h1>
      )}
      {isPost && document.featuredImage ? (
        <div className="post-thumb-img-content post-thumb">
          <FeaturedImage
            image={document.featuredImage}
            alt={document.featuredImage.alt}
            sizes="(max-width: 1200px) 100vw, 1200px"
          />
        </div>
      ) : null}
      <div className="entry-content clear">
        <DocumentSlot slotId={document.slotId} />
      </div>
      {document.adjacent ? <PostNavigation adjacent={document.adjacent} /> : null}
    </article>
  );
}

/** Astra's previous / next post links under a post (previous is the older post, next the newer one). */
function PostNavigation({ adjacent }: { adjacent: NonNullable<DocumentView["adjacent"]> }) {
  if (!adjacent.previous && !adjacent.next) return null;
  return (
    <nav className="navigation post-navigation" aria-label="Posts">
      <div className="nav-links">
        {adjacent.previous ? (
          <div className="nav-previous">
            <a href={adjacent.previous.path} rel="prev">
              <span className="ast-post-nav" aria-hidden="true">
                ← Previous post
              </span>
              <span className="screen-reader-text">Previous post: </span>
              <span className="ast-post-nav-title">{adjacent.previous.title}</span>
            </a>
          </div>
        ) : null}
        {adjacent.next ? (
          <div className="nav-next">
            <a href={adjacent.next.path} rel="next">
              <span className="ast-post-nav" aria-hidden="true">
                Next post →
              </span>
              <span className="screen-reader-text">Next post: </span>
              <span className="ast-post-nav-title">{adjacent.next.title}</span>
            </a>
          </div>
        ) : null}
      </div>
    </nav>
  );
}

/** A post's featured image at its intrinsic size, with every stored rendition in `srcset`. */
function FeaturedImage({
  image,
  alt,
  sizes,
  lazy = false,
}: {
  image: MediaInfo;
  alt: string;
  sizes: string;
  lazy?: boolean;
}) {
  const renditions = [...image.variants, image];
  return (
    <img
      src={image.url}
      srcSet={
        renditions.length > 1
          ? renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(", ")
          : undefined
      }
      sizes={renditions.length > 1 ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      className="wp-post-image"
      loading={lazy ? "lazy" : undefined}
      decoding="async"
    />
  );
}

function PostMeta({
  publishedAt,
  authorName,
  locale,
  timeZone,
}: {
  publishedAt: string | null;
  authorName: string;
  locale: string;
  timeZone: string;
}) {
  return (
    <div className="entry-meta">
      {publishedAt ? (
        <time className="entry-date published" dateTime={publishedAt}>
          {formatPostDate(publishedAt, timeZone, locale)}
        </time>
      ) : null}
      {authorName ? <span className="posted-by"> · By {authorName}</span> : null}
    </div>
  );
}

/** The blog index: an optional intro document, then the posts newest first, ten a page, with WordPress paging. */
export function BlogIndex({
  data,
  basePath,
  locale,
  timeZone,
}: {
  data: Extract<DocumentPageData, { kind: "blog" }>;
  basePath: string;
  locale: string;
  timeZone: string;
}) {
  const pageLink = (page: number) => (page === 1 ? basePath : `${basePath}page/${page}/`);
  return (
    <section className="ast-blog-index">
      <header className="page-header">
        <h1 className="page-title">{data.title}</h1>
      </header>
      {data.intro ? <DocumentSlot slotId={data.intro.slotId} /> : null}
      {data.posts.length === 0 ? <p>No posts yet.</p> : null}
      <div className="ast-row vitrine-post-grid">
        {data.posts.map((post) => (
          <PostCard key={post.id} post={post} locale={locale} timeZone={timeZone} />
        ))}
      </div>
      {data.totalPages > 1 ? (
        <nav className="navigation pagination" aria-label="Posts">
          <div className="nav-links">
            {data.page > 1 ? (
              <a className="prev page-numbers" href={pageLink(data.page - 1)}>
                ← Newer posts
              </a>
            ) : null}
            {Array.from({ length: data.totalPages }, (_, index) => index + 1).map((page) =>
              page === data.page ? (
                <span key={page} aria-current="page" className="page-numbers current">
                  {page}
                </span>
              ) : (
                <a key={page} className="page-numbers" href={pageLink(page)}>
                  {page}
                </a>
              ),
            )}
            {data.page < data.totalPages ? (
              <a className="next page-numbers" href={pageLink(data.page + 1)}>
                Older posts →
              </a>
            ) : null}
          </div>
        </nav>
      ) : null}
    </section>
  );
}

function PostCard({ post, locale, timeZone }: { post: PostSummary; locale: string; timeZone: string }) {
  return (
    <article className={`post-${post.id} post type-post ast-article-post`}>
      {post.featuredImage ? (
        <div className="post-thumb">
          {/* The title beside it names the post; the picture adds nothing for a screen reader. */}
          <FeaturedImage image={post.featuredImage} alt="" sizes="(max-width: 767px) 100vw, 400px" lazy />
        </div>
      ) : null}
      <h2 className="entry-title">
        <a href={post.path}>{post.title}</a>
      </h2>
      <PostMeta
        publishedAt={post.publishedAt}
        authorName={post.authorName}
        locale={locale}
        timeZone={timeZone}
      />
      {post.excerpt ? <p className="entry-summary">{post.excerpt}</p> : null}
      <a className="read-more" href={post.path}>
        Read more<span className="screen-reader-text"> about {post.title}</span>
      </a>
    </article>
  );
}

/** Body classes of a document page (WordPress's and Elementor's), which themes' and shops' CSS rely on. */
export function documentBodyClass(data: DocumentPageData | undefined): string {
  if (!data || data.kind === "redirect") return "";
  if (data.kind === "blog") return "blog";
  const { document } = data;
  const type = document.type === "post" ? "single single-post postid" : "page-template-default page page-id";
  return [
    `${type}-${document.id}`,
    "elementor-default",
    `elementor-page elementor-page-${document.id}`,
    document.template === "canvas" ? "elementor-template-canvas" : "",
    document.template === "full-width" ? "elementor-template-full-width" : "",
    "ast-page-builder-template",
  ]
    .filter(Boolean)
    .join(" ");
}
