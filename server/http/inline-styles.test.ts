import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { inlineStylesheetsStream } from "./inline-styles.server.ts";
import {
  heldModulePreload,
  heldModuleScript,
  inlinableHref,
  inlineStylesheets,
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
    expect(html).toContain('<link rel="vitrine-modulepreload" href="/assets/x.js" fetchpriority="low"/>');
  });

  it("holds module preloads back for the first paint, at low priority unless the link names one (decisions 037, 052)", () => {
    expect(heldModulePreload('<link rel="modulepreload" href="/assets/a.js">')).toBe(
      '<link rel="vitrine-modulepreload" href="/assets/a.js" fetchpriority="low">',
    );
    expect(heldModulePreload('<link rel=modulepreload href=/a.js fetchpriority="high"/>')).toBe(
      '<link rel="vitrine-modulepreload" href=/a.js fetchpriority="high"/>',
    );
    expect(heldModulePreload('<link rel="preload" as="image" href="/a.jpg"/>')).toBe(
      '<link rel="preload" as="image" href="/a.jpg"/>',
    );
  });

  it("holds inline module scripts back for the first paint and leaves every other script as it is (decision 052)", () => {
    expect(heldModuleScript('<script type="module" async="" nonce="N1">')).toBe(
      '<script type="text/vitrine-module" async="" nonce="N1">',
    );
    expect(heldModuleScript('<script type="module" src="/assets/a.js">')).toBe(
      '<script type="module" src="/assets/a.js">',
    );
    expect(heldModuleScript('<script nonce="N1">')).toBe('<script nonce="N1">');
    expect(heldModuleScript('<script type="application/json" id="x">')).toBe(
      '<script type="application/json" id="x">',
    );
    const page = inlineStylesheets(
      '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><p>x</p>' +
        '<script>window.a=1</script><script type="module" async="">import * as r from "/assets/a.js";</script></body></html>',
      newInlineState(),
      textOf,
    );
    expect(page).toContain(
      '<script>window.a=1</script><script type="text/vitrine-module" async="">import * as r',
    );
    expect(page).not.toContain('rel="modulepreload"');
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
