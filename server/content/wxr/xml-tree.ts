import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * A WordPress export read into a small element tree with fast-xml-parser: the file is first validated as
 * well-formed XML (an export cut short, a stray `&`, a misspelt closing tag are refused with their line and
 * column rather than read half-way), then parsed in document order with each element's position.
 */

export interface XmlElement {
  /** Qualified name as written (`wp:post_id`, `content:encoded`). */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, concatenated (children's text not included), entities decoded. */
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

const ATTRIBUTES = ":@";
const TEXT = "#text";

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  // Also decodes numeric references (`&#038;` in WordPress guids).
  htmlEntities: true,
  captureMetaData: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

type OrderedNode = Record<string | symbol, unknown>;

export function parseXml(xml: string): XmlElement {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw new XmlSyntaxError(validation.err.msg, validation.err.line, validation.err.col);
  }
  const newlines: number[] = [];
  for (let index = xml.indexOf("\n"); index !== -1; index = xml.indexOf("\n", index + 1))
    newlines.push(index);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((newlines[middle] ?? 0) < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };

  const convert = (nodes: OrderedNode[], into: XmlElement) => {
    for (const node of nodes) {
      if (TEXT in node) {
        into.text += String(node[TEXT]);
        continue;
      }
      const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
      if (name === undefined) continue;
      const attributes = (node[ATTRIBUTES] ?? {}) as Record<string, unknown>;
      const meta = node[META] as { startIndex?: number } | undefined;
      const element: XmlElement = {
        name,
        attributes: Object.fromEntries(
          Object.entries(attributes).map(([key, value]) => [key, String(value)]),
        ),
        children: [],
        text: "",
        line: lineAt(meta?.startIndex ?? 0),
      };
      convert((node[name] ?? []) as OrderedNode[], element);
      into.children.push(element);
    }
  };
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "", line: 1 };
  convert(parser.parse(xml) as OrderedNode[], root);
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
