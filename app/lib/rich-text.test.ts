import { describe, expect, it } from "vitest";
import { descriptionFromText, descriptionText, descriptionToText, sanitizeDescription } from "./rich-text";

describe("partner description HTML", () => {
  it("keeps paragraphs, lists, bold and line breaks and drops everything else", () => {
    const html = `<div class="x"><p style="color:red">Soft <b>heavy</b> cotton<br/>made to order</p>
      <ul><li><strong>100%</strong> cotton</li><li><a href="https://evil.test" onclick="x()">link</a></li></ul>
      <script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="x">in</iframe>
      <h2>Title</h2><ol><li>one</ol></div>`;
    expect(sanitizeDescription(html)).toBe(
      "<p>Soft <strong>heavy</strong> cotton<br>made to order</p>\n      " +
        "<ul><li><strong>100%</strong> cotton</li><li>link</li></ul>\n      \n      Title<ol><li>one</li></ol>",
    );
  });

  it("escapes text and entities so nothing becomes markup, and is stable when run again", () => {
    const html = "<p>a &lt;script&gt; &amp; b < c &#60;img&#62; &quot;q&quot;</p><p>unclosed";
    const once = sanitizeDescription(html);
    expect(once).toBe('<p>a &lt;script&gt; &amp; b &lt; c &lt;img&gt; "q"</p><p>unclosed</p>');
    expect(sanitizeDescription(once)).toBe(once);
    expect(sanitizeDescription("<!-- hidden --><p>shown</p><![CDATA[x]]>")).toBe("<p>shown</p>");
    expect(sanitizeDescription('<p title="a>b">x</p>')).toBe("<p>x</p>");
  });

  it("gives plain text for cards and meta", () => {
    expect(descriptionText("<p>Soft &amp; <b>warm</b></p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Soft & warm one two",
    );
    expect(descriptionText("Plain demo text")).toBe("Plain demo text");
    expect(descriptionText(null)).toBe("");
  });

  it("turns the owner's typed text into the page's HTML and back (decision 062)", () => {
    const text = "Soft & warm, **heavy** <cotton>.\nSecond line.\n\n- one\n- two";
    const html = descriptionFromText(text);
    expect(html).toBe(
      "<p>Soft &amp; warm, <strong>heavy</strong> &lt;cotton&gt;.<br>Second line.</p><ul><li>one</li><li>two</li></ul>",
    );
    expect(sanitizeDescription(html)).toBe(html);
    expect(descriptionToText(html)).toBe(text);
    expect(descriptionToText("<p>Heavy <b>fleece</b>.</p><ul><li>Pocket</li></ul>")).toBe(
      "Heavy **fleece**.\n\n- Pocket",
    );
    expect(descriptionFromText("  \n\n ")).toBe("");
  });
});
