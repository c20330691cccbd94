import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

/** The HTML a note's text turns into, as the page shows it. */
const html = (text: string) => renderToStaticMarkup(createElement(Fragment, null, ...linkify(text, "link")));
const link = (href: string, text = href) => `<a href="${href}" target="_blank" rel="noopener noreferrer" class="link">${text}</a>`;

describe("linkify", () => {
  it("makes web addresses links that open in a new tab, and leaves the rest as text", () => {
    expect(html("See https://example.com/pricing?plan=pro#faq for the offer")).toBe(
      `See ${link("https://example.com/pricing?plan=pro#faq")} for the offer`,
    );
    expect(html("http://intranet.example/x")).toBe(link("http://intranet.example/x"));
  });

  it("takes www. addresses as https ones, showing them as typed", () => {
    expect(html("at www.example.org today")).toBe(`at ${link("https://www.example.org/", "www.example.org")} today`);
  });

  it("keeps the sentence's punctuation out of the address, but an address's own parentheses in", () => {
    expect(html("Read https://example.com/a.")).toBe(`Read ${link("https://example.com/a")}.`);
    expect(html("(see https://example.com/b), then call")).toBe(`(see ${link("https://example.com/b")}), then call`);
    expect(html("https://en.wikipedia.org/wiki/Ada_(programming_language)!")).toBe(
      `${link("https://en.wikipedia.org/wiki/Ada_(programming_language)")}!`,
    );
  });

  it("keeps line breaks and every address on its own line", () => {
    const nodes = linkify("First line\nhttps://a.example\nhttps://b.example\n\nLast");
    expect(nodes).toHaveLength(5);
    expect(nodes[0]).toBe("First line\n");
    expect(nodes[2]).toBe("\n");
    expect(nodes[4]).toBe("\n\nLast");
  });

  it("never renders the text as HTML: a script tag shows as typed", () => {
    const text = `<script>alert("hi")</script> <img src=x onerror=alert(1)> <a href="https://evil.example">x</a>`;
    const rendered = html(text);
    expect(rendered).not.toContain("<script");
    expect(rendered).not.toContain("<img");
    expect(rendered).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;");
    // The address inside the typed tag is a link of its own, its quotes and brackets left as text.
    expect(rendered).toContain(`&lt;a href=&quot;${link("https://evil.example/", "https://evil.example")}&quot;&gt;x&lt;/a&gt;`);
  });

  it("makes no link of javascript:, data: or other schemes", () => {
    for (const text of ["javascript:alert(document.cookie)", "JaVaScRiPt:alert(1)", "data:text/html,<b>x</b>", "ftp://files.example/a"]) {
      expect(html(text)).not.toContain("<a");
      expect(linkify(text)).toEqual([text]);
    }
  });

  it("gives nothing for an empty text", () => {
    expect(linkify("")).toEqual([]);
  });
});
