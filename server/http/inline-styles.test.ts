import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { inlineStylesheetsStream } from "./inline-styles.server.ts";
import {
  inlinableHref,
  inlineStylesheets,
  lowPriorityModulePreload,
  newInlineState,
  safeCut,
} from "./inline-styles.ts";

const SHEETS: Record<string, string> = {
  "/assets/site-A1.css": "body{margin:0}",
  "/assets/frontend-B2.css": ".elementor{display:block}",
  "/assets/odd-C3.css": "a::after{content:'</style><script>'}",
};
const textOf = (href: string) => SHEETS[href];

const PAGE =
  '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="stylesheet" href="/assets/site-A1.css"/><link rel="modulepreload" href="/assets/x.js"/>' +
  '</head><body><div id="elementor-slot-1"><link rel="stylesheet" href="/assets/frontend-B2.css">' +
  '<p>one</p></div><div id="elementor-slot-2"><link rel="stylesheet" href="/assets/frontend-B2.css">' +
  '<link rel="stylesheet" href="/assets/missing-D4.css"><p>two</p></div></body></html>';

describe("inlining built stylesheets (decision 035)", () => {
  it("puts a head sheet's text before its link and disables the link, which hydration still matches", () => {
    const html = inlineStylesheets(PAGE, newInlineState(), textOf);
    expect(html).toContain(
      '<style data-href="/assets/site-A1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/site-A1.css" disabled/>',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/x.js" fetchpriority="low"/>');
  });

  it("asks for module preloads at low priority unless the link names a priority (decision 037)", () => {
    expect(lowPriorityModulePreload('<link rel="modulepreload" href="/assets/a.js">')).toBe(
      '<link rel="modulepreload" href="/assets/a.js" fetchpriority="low">',
    );
    expect(lowPriorityModulePreload('<link rel="modulepreload" href="/a.js" fetchpriority="high"/>')).toBe(
      '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>',
    );
    expect(lowPriorityModulePreload('<link rel="preload" as="image" href="/a.jpg"/>')).toBe(
      '<link rel="preload" as="image" href="/a.jpg"/>',
    );
  });

  it("replaces a body sheet where it was, once per page, and leaves sheets it cannot read linked", () => {
    const html = inlineStylesheets(PAGE, newInlineState(), textOf);
    expect(html).toContain(
      '<div id="elementor-slot-1"><style data-href="/assets/frontend-B2.css">.elementor{display:block}</style><p>one</p>',
    );
    expect(html).toContain(
      '<div id="elementor-slot-2"><link rel="stylesheet" href="/assets/missing-D4.css"><p>two</p>',
    );
    expect(html.match(/data-href="\/assets\/frontend-B2.css"/g)).toHaveLength(1);
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/frontend-B2.css">');
  });

  it("leaves media, precedence, disabled and foreign stylesheets alone", () => {
    expect(inlinableHref('<link rel="stylesheet" href="/assets/a.css" media="print">')).toBeNull();
    expect(
      inlinableHref('<link rel="stylesheet" href="/assets/a.css" data-precedence="default">'),
    ).toBeNull();
    expect(inlinableHref('<link rel="stylesheet" href="/assets/a.css" disabled>')).toBeNull();
    expect(inlinableHref('<link rel="stylesheet" href="https://fonts.example/a.css">')).toBeNull();
    expect(inlinableHref('<link rel="stylesheet" href="/assets/../secret.css">')).toBeNull();
    expect(inlinableHref('<link rel="stylesheet" href="/app/theme/site.css?t=1">')).toBeNull();
    expect(inlinableHref("<link rel='stylesheet' href=/assets/a-1.css>")).toBe("/assets/a-1.css");
  });

  it("cannot be ended early by a sheet's text", () => {
    const html = inlineStylesheets(
      '<body><link rel="stylesheet" href="/assets/odd-C3.css"></body>',
      { ...newInlineState(), inBody: true },
      textOf,
    );
    expect(html).toBe(
      "<body><style data-href=\"/assets/odd-C3.css\">a::after{content:'<\\/style><script>'}</style></body>",
    );
  });

  it("never cuts a streamed piece inside a tag", () => {
    expect(safeCut('<p>a</p><link rel="styl')).toBe(8);
    expect(safeCut("<p>a</p>")).toBe(8);
    expect(safeCut("text")).toBe(4);
  });

  it("streams the same page whatever the pieces it arrives in", async () => {
    const whole = inlineStylesheets(PAGE, newInlineState(), textOf);
    for (const size of [1, 7, 40, PAGE.length]) {
      const pieces: Buffer[] = [];
      const bytes = Buffer.from(PAGE);
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      const streamed = await text(Readable.from(pieces).pipe(inlineStylesheetsStream(textOf)));
      expect(streamed).toBe(whole);
    }
  });
});
