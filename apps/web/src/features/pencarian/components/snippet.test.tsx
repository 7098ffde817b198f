import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../test/colors";
import { parseSnippet, Snippet } from "./snippet";

describe("cuplikan", () => {
  it("marks the matched words and keeps the rest as text", () => {
    const { container } = render(
      <Snippet text="surat <mark>undangan</mark> rapat &amp; <mark>koordinasi</mark>" />,
    );
    expect(container.textContent).toBe("surat undangan rapat & koordinasi");
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual([
      "undangan",
      "koordinasi",
    ]);
  });

  it("never makes an element of the record's words: escaped markup stays text", () => {
    const { container } = render(
      <Snippet text="lihat &lt;img src=x onerror=alert(1)&gt; dan <mark>&lt;script&gt;</mark>" />,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toBe("lihat <img src=x onerror=alert(1)> dan <script>");
    // Only spans for the runs and marks for the matches.
    const tags = new Set([...container.querySelectorAll("*")].map((el) => el.tagName));
    expect(tags).toEqual(new Set(["SPAN", "MARK"]));
  });

  it("decodes the five entities once: an escaped entity reads as itself", () => {
    expect(parseSnippet("&quot;A&quot; &#39;b&#39; &amp;lt;c&amp;gt; &copy;")).toEqual([
      { text: "\"A\" 'b' &lt;c&gt; &copy;", marked: false },
    ]);
  });

  it("reads only the literal mark tags; any other tag is text", () => {
    expect(parseSnippet("<b>x</b> <mark>y</mark><MARK>z</MARK>")).toEqual([
      { text: "<b>x</b> ", marked: false },
      { text: "y", marked: true },
      { text: "<MARK>z</MARK>", marked: false },
    ]);
  });

  it("highlights in colours that keep AA contrast", () => {
    // search-result.css: #1f1f1f on #fff1b8.
    expect(contrastRatio("#1f1f1f", "#fff1b8")).toBeGreaterThan(4.5);
    // The badge: the theme's gold text on gold-1 (app/providers.tsx).
    expect(contrastRatio("#874d00", "#fffbe6")).toBeGreaterThan(4.5);
    // Group labels and details in the list, on white and on the active option.
    expect(contrastRatio("#4a5668", "#ffffff")).toBeGreaterThan(4.5);
    expect(contrastRatio("#4a5668", "#e6f4ff")).toBeGreaterThan(4.5);
  });
});
