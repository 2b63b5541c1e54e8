import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("HTML widget", () => {
  it("keeps markup and allowlisted embeds; no script ever runs", async () => {
    const { inner } = await renderWidget("html", {
      html: [
        '<section class="promo"><h3>Hi</h3></section>',
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Film" allowfullscreen></iframe>',
        '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
        '<iframe src="https://tracker.example/x"></iframe>',
        "<script>alert(1)</script><noscript>x</noscript>",
        '<a href="javascript:alert(1)" onclick="x()">go</a>',
        '<svg onload="alert(1)"><circle cx="1" cy="1" r="1"></circle></svg>',
        '<object data="x.swf"></object><embed src="x.swf"><style>body{display:none}</style>',
        "<vitrine-raw>forged</vitrine-raw>",
      ].join(""),
    });
    expect(inner).toBe(
      '<section class="promo"><h3>Hi</h3></section><iframe src="https://www.youtube-nocookie.com/embed/abc" title="Film" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe><a>go</a>forged',
    );
  });

  it("renders nothing for an empty widget", async () => {
    expect((await renderWidget("html", {})).inner).toBe("");
  });
});
