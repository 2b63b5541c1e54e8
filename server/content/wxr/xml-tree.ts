import { SaxesParser } from "saxes";

/**
 * A WordPress export read into a small element tree with saxes, a strict (well-formedness checking) XML
 * parser: an export cut short, a stray `&` or an unclosed tag is refused with its line and column rather
 * than read half-way.
 */

export interface XmlElement {
  /** Qualified name as written (`wp:post_id`, `content:encoded`). */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, concatenated (children's text not included). */
  text: string;
  /** Where the element starts (1-based line). */
  line: number;
}

export class XmlSyntaxError extends Error {
  override name = "XmlSyntaxError";
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

export function parseXml(xml: string): XmlElement {
  // Namespaces are not resolved: WordPress always writes its own prefixes (wp:, content:, excerpt:, dc:).
  const parser = new SaxesParser({ position: true });
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "", line: 1 };
  const stack: XmlElement[] = [root];
  let failure: XmlSyntaxError | null = null;

  parser.on("error", (error) => {
    // saxes prefixes its message with the position; keep only the reason.
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+:\s*/, "");
    failure ??= new XmlSyntaxError(reason, parser.line, parser.column + 1);
    throw failure;
  });
  parser.on("opentag", (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([key, value]) => [key, String(value)]),
      ),
      children: [],
      text: "",
      line: parser.line,
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current && current !== root) current.text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);

  try {
    parser.write(xml).close();
  } catch (error) {
    if (failure) throw failure;
    throw error;
  }
  return root;
}

/** The first child element of that name, or undefined. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((candidate) => candidate.name === name);
}

/** The text of the first child element of that name ("" when there is none). */
export function childText(element: XmlElement, name: string): string {
  return child(element, name)?.text ?? "";
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((candidate) => candidate.name === name);
}
