import type { ReactNode } from "react";
import { anchorProps, type LinkAttributes } from "./link.ts";

/**
 * The title and description of Elementor's boxes (`elementor-icon-box-*`, `elementor-image-box-*`): the title in
 * its heading tag (a link when the box has one), the description in a paragraph. Both keep their inline
 * formatting, sanitised by the document policy before they get here.
 */
export function BoxContent({
  prefix,
  titleTag,
  titleHtml,
  descriptionHtml,
  link,
}: {
  prefix: "icon-box" | "image-box";
  titleTag: string;
  titleHtml: string;
  descriptionHtml: string;
  link: LinkAttributes | null;
}) {
  if (!titleHtml && !descriptionHtml) return null;
  const Title = titleTag as "h3";
  const title = { __html: titleHtml };
  return (
    <div className={`elementor-${prefix}-content`}>
      {titleHtml ? (
        <Title className={`elementor-${prefix}-title`}>
          {link ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy
            <a {...anchorProps(link)} dangerouslySetInnerHTML={title} />
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy
            <span dangerouslySetInnerHTML={title} />
          )}
        </Title>
      ) : null}
      {descriptionHtml ? (
        <p
          className={`elementor-${prefix}-description`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />
      ) : null}
    </div>
  );
}

/** A duplicate of the title's link around the icon or image, for pointers only: hidden from screen readers and the tab order. */
export function PointerOnlyLink({
  link,
  className,
  children,
}: {
  link: LinkAttributes;
  className?: string;
  children: ReactNode;
}) {
  // biome-ignore-start lint/a11y/useAnchorContent: the title carries the same link with its text
  const anchor = (
    <a {...anchorProps(link)} className={className || undefined} tabIndex={-1} aria-hidden="true">
      {children}
    </a>
  );
  // biome-ignore-end lint/a11y/useAnchorContent: the title carries the same link with its text
  return anchor;
}
