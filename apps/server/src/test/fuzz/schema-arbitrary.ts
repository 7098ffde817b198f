import fc from "fast-check";
import { anyValue, HOSTILE_NUMBERS, HOSTILE_STRINGS } from "./hostile-values";

/** The part of JSON Schema the route schemas use (as the OpenAPI document renders them). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

const DATES = ["2025-01-31", "2025-02-30", "1900-01-01", "2025-01-31T08:00:00.000Z"];

/** A leaf that fits the declared type (or its limits exactly), so the request gets past validation. */
function fitting(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = [schema.type ?? "string"].flat()[0];
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (type) {
    case "integer":
    case "number": {
      const min = schema.minimum ?? -2147483649;
      const max = schema.maximum ?? 2147483648;
      const edges = [min, max, 0, 1, -1, 2147483647, 2147483648].filter(
        (n) => n >= min && n <= max,
      );
      return fc.oneof(
        fc.constantFrom(...edges.filter((n) => type === "number" || Number.isInteger(n))),
        fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 100_000) }),
      );
    }
    case "boolean":
      return fc.boolean();
    default: {
      const max = schema.maxLength ?? 20_000;
      const min = schema.minLength ?? 0;
      const fits = HOSTILE_STRINGS.filter((s) => s.length >= min && s.length <= max);
      return fc.oneof(
        fc.constantFrom(...(fits.length ? fits : ["x".repeat(min)])),
        fc.constantFrom(...DATES),
        fc.constant("x".repeat(Math.min(max, 20_000))),
        fc.string({ unit: "binary", minLength: min, maxLength: Math.min(max, 60) }),
      );
    }
  }
}

/**
 * Values shaped by a route's schema with hostile leaves: mostly the right structure (so the
 * handler and the database see them), sometimes a wrong type, null, or an extra field.
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyValue;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  let shaped: fc.Arbitrary<unknown>;
  if (branches?.length) {
    shaped = fc.oneof(...branches.map((b) => fromSchema(b, depth + 1)));
  } else if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([key, sub]) =>
      fc
        .tuple(fc.constant(key), fromSchema(sub, depth + 1), fc.nat(9))
        .map(([k, v, roll]) =>
          (required.has(k) ? roll > 0 : roll > 4) ? ([k, v] as const) : null,
        ),
    );
    shaped = fc
      .tuple(
        fc.tuple(...fields),
        fc.option(fc.tuple(fc.constantFrom("__proto__", "extra"), anyValue)),
      )
      .map(([pairs, extra]) => {
        const entries = pairs.filter((p) => p !== null);
        return Object.fromEntries(extra ? [...entries, extra] : entries);
      });
  } else if ([schema.type].flat().includes("array")) {
    shaped = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
  } else {
    shaped = fitting(schema);
  }
  return fc.oneof(
    { weight: 8, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, ...HOSTILE_NUMBERS.slice(0, 3)) },
    { weight: 1, arbitrary: anyValue },
  );
}
