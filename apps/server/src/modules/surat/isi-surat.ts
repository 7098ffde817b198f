import sanitizeHtml from "sanitize-html";

/**
 * The HTML a letter body may hold: what the rich-text editor produces (paragraphs,
 * emphasis, alignment, lists, tables). Everything else — scripts, event handlers,
 * links, images, foreign styles — is dropped before the body is stored or rendered.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "div",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "ol",
    "ul",
    "li",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    "*": ["style"],
    ol: ["start", "style"],
    td: ["colspan", "rowspan", "style"],
    th: ["colspan", "rowspan", "style"],
  },
  allowedStyles: {
    "*": { "text-align": [/^(left|right|center|justify)$/] },
  },
  disallowedTagsMode: "discard",
};

export function sanitizeLetterHtml(html: string): string {
  return sanitizeHtml(html, options);
}
