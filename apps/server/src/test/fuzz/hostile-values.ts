import fc from "fast-check";

/** SQL metacharacters a search box or filter must take as plain text. */
export const SQL_METACHARACTERS = [
  "'",
  '"',
  ";",
  "--",
  "%",
  "_",
  "\\",
  "‘’“”",
  "' OR '1'='1",
  "'; drop table mail; --",
  "1 union select null, null --",
  "a%_b\\%",
  "O'Brien",
  "$1",
  "/* */",
];

/** Strings that break naive code: empty, huge, control characters, odd unicode, injections. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "x".repeat(10_000),
  "ä".repeat(3_000),
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u202eterbalik",
  "\u200b",
  "😀𝕏ñ",
  "../../etc/passwd",
  "<script>window.__xss=1</script>",
  "<img src=x onerror=alert(1)>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally
  "{{7*7}}${7*7}",
  "2024-13-45",
  "0000-00-00",
  "9999-12-31T99:99:99Z",
  ...SQL_METACHARACTERS,
];

/** Values for an id in a path, already in their URL form (some deliberately not encoded). */
export const HOSTILE_PATH_IDS = [
  "-1",
  "0",
  "1",
  "2147483648",
  "99999999999999999999999",
  "1.5",
  "1e3",
  "0x10",
  "abc",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
  "0190f5a0-0000-7000-8000-000000000001",
  "0190F5A0-0000-7000-8000-00000000000Z",
  "..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "1'%20OR%20'1'%3D'1",
  "1%3Bdrop%20table%20mail",
  "%00",
  "%E2%80%AE",
  "%F0%9F%98%80",
  "%ZZ",
  "x".repeat(2_000),
];

export const HOSTILE_NUMBERS = [
  0, -1, 1, 1.5, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e20, -1e20,
];

const unicodeText = fc.string({ unit: "binary", maxLength: 40 });

/** Any JSON-ish value: primitives of every type, hostile strings, shallow and deep structures. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, ...HOSTILE_NUMBERS, ...HOSTILE_STRINGS),
  unicodeText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constantFrom<unknown>(null, 1, "a", {}), { maxLength: 4 }),
);

/** An object nested `depth` levels deep, to probe recursion in parsers and validators. */
export const deepObject = (depth: number): unknown => {
  let value: unknown = { leaf: "x" };
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** A JSON text the server must refuse without trouble. */
export const MALFORMED_JSON = [
  '{"a":',
  "{'a':1}",
  "[1,2",
  "nul",
  '{"__proto__":{"x":1}}',
  "\u0000",
];
