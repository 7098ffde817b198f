import { describe, expect, it } from "vitest";
import { sanitizeLetterHtml } from "./isi-surat";
import { htmlToContent } from "./pdf/html-content";

describe("letter body HTML", () => {
  it("keeps what the editor makes and drops scripts, handlers and links", () => {
    const clean = sanitizeLetterHtml(
      '<p style="text-align: center; color: red" onclick="x()">A <strong>b</strong> <a href="javascript:alert(1)">c</a></p><script>alert(1)</script><img src=x onerror="alert(2)"><table><tr><td colspan="2">t</td></tr></table>',
    );
    expect(clean).toBe(
      '<p style="text-align:center">A <strong>b</strong> c</p><table><tr><td colspan="2">t</td></tr></table>',
    );
  });

  it("turns paragraphs, emphasis, lists and tables into layout nodes", () => {
    const content = htmlToContent(
      '<p style="text-align: right">Kanan <em>miring</em> <u>garis</u></p><ol start="3"><li>satu</li></ol><ul><li>dua</li></ul><table><tr><th>H</th><th>I</th></tr><tr><td colspan="2">sel</td></tr></table>',
    );
    expect(content).toMatchObject([
      {
        alignment: "right",
        text: [
          { text: "Kanan " },
          { text: "miring", italics: true },
          { text: " " },
          { text: "garis", decoration: "underline" },
        ],
      },
      { ol: [{ stack: [{ text: [{ text: "satu" }] }] }], start: 3 },
      { ul: [{ stack: [{ text: [{ text: "dua" }] }] }] },
      { table: { headerRows: 1, widths: ["*", "*"] } },
    ]);
  });
});
