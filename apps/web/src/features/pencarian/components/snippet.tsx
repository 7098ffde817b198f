import "./search-result.css";

/** One run of an excerpt's text, marked when it is a matched word. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** One pass, so `&amp;lt;` reads `&lt;` and never becomes a `<`. */
const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * Splits a `cuplikan` (HTML-escaped text whose matched words sit in `<mark>…</mark>`) into
 * plain runs. Only the literal mark tags are read; everything else stays text, so nothing in
 * a record's words can become an element on the page.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const token of snippet.split(/(<mark>|<\/mark>)/)) {
    if (token === "<mark>") marked = true;
    else if (token === "</mark>") marked = false;
    else if (token) parts.push({ text: decodeEntities(token), marked });
  }
  return parts;
}

interface SnippetProps {
  text: string;
  className?: string;
}

/** An excerpt around the matched words, those words highlighted in <mark>. */
export function Snippet({ text, className = "search-snippet" }: SnippetProps) {
  return (
    <span className={className}>
      {parseSnippet(text).map((part, index) => {
        const Run = part.marked ? "mark" : "span";
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one excerpt never move
        return <Run key={index}>{part.text}</Run>;
      })}
    </span>
  );
}
