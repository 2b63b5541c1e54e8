import type { z } from "zod";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { headingSettings } from "./settings.ts";

/** `<h2 class="elementor-heading-title elementor-size-default">`, the title's inline formatting kept (sanitised). */
export function Heading({ settings, context }: WidgetProps<z.output<typeof headingSettings>, undefined>) {
  const Tag = settings.header_size;
  const className = `elementor-heading-title elementor-size-${settings.size}`;
  const title = { __html: context.sanitize.inline(settings.title) };
  const link = linkAttributes(settings.link);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the title went through the document sanitiser
  if (!link) return <Tag className={className} dangerouslySetInnerHTML={title} />;
  return (
    <Tag className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the title went through the document sanitiser */}
      <a {...anchorProps(link)} dangerouslySetInnerHTML={title} />
    </Tag>
  );
}
