// Bad requests for one operation of the OpenAPI document, seeded so a run repeats: first a valid request
// made from the operation's schemas, then that request spoiled in one place at a time (wrong types,
// NUL characters, lone surrogates, integers beyond int4, 100 kB strings, bad ids, extra fields, bodies
// that are not JSON). Used by platform/fuzz.routes.test.ts.
import type { HttpMethod } from "@portal/contract";
import fc from "fast-check";
import { generateSync, type JsonSchema } from "json-schema-faker";
import { type MultipartPart, multipart } from "./multipart.ts";

export type FuzzParameter = { in: "path" | "query"; name: string; required: boolean; schema: JsonSchema };

export type FuzzOperation = {
  method: HttpMethod;
  /** In the OpenAPI form: `/api/deals/{id}`. */
  path: string;
  parameters: FuzzParameter[];
  /** The JSON body's schema; undefined when the operation takes no JSON body. */
  body: JsonSchema | undefined;
};

export type FuzzCase = {
  /** What was spoiled, for the failure report. */
  label: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
};

/** Values a real client could send for a path parameter or a JSON field (by name), so requests get past the 404s. */
export type FuzzHints = {
  /** By the path segment before the parameter (`deals` for `/deals/{id}`, `flags` for `/flags/{workflowFlagId}`). */
  params: Record<string, string>;
  /** By JSON field name. */
  fields: Record<string, unknown>;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

const hundredKb = "x".repeat(100_000);

/** Text no column can store, and text that is merely unusual. */
const nastyStrings = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  hundredKb,
  "",
  " ",
  "\u202eevil\u202c.txt",
  "\ufeff",
  "%00",
  "' OR '1'='1",
  "../../etc/passwd",
  "2147483648",
  "-1",
];
/** Numbers beyond a PostgreSQL integer, beyond a safe JavaScript integer, fractions, signs. */
const nastyNumbers = [2_147_483_648, -2_147_483_649, 2 ** 53, 1e21, -1, 0, 1.5, -0.5, 1e-7];
/** Values of another JSON type than the field's. */
const otherTypes: Json[] = [null, true, false, [], {}, [null], { "\u0000": "x" }, "1", 1];
/** Path and query values as they appear in a URL (already percent-encoded). */
const nastyUrlValues = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%F0%9F",
  "%FF",
  "%",
  "2147483648",
  "99999999999999999999",
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  "not-a-uuid",
  "01900000-0000-7000-8000-00000000000g",
  "01900000-0000-7000-8000-0000000000001",
  "null",
  "%5B%5D",
  "x".repeat(5_000),
];
const nastyBodies = [
  "{",
  "[]",
  "null",
  '"text"',
  "1",
  "",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\u0000"}',
];
const otherContentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "application/xml",
];

/** The cases for one operation: the valid request, one targeted spoil per field, then random ones. */
export function fuzzCases(
  operation: FuzzOperation,
  hints: FuzzHints,
  options: { seed: number; randomCases: number },
): FuzzCase[] {
  const seed = options.seed ^ hashOf(`${operation.method} ${operation.path}`);
  const generate = (schema: JsonSchema, salt: number): Json =>
    toJson(
      generateSync(schema, {
        seed: (seed + salt) >>> 0,
        alwaysFakeOptionals: true,
        maxDefaultItems: 2,
        outputTransform: (value, _schema, path) => {
          const field = path.split("/").pop() ?? "";
          return Object.hasOwn(hints.fields, field) ? hints.fields[field] : value;
        },
      }),
    );

  const pathParams = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryParams = operation.parameters.filter((parameter) => parameter.in === "query");
  const params: Record<string, string> = {};
  for (const [index, parameter] of pathParams.entries()) {
    params[parameter.name] =
      hints.params[segmentBefore(operation.path, parameter.name)] ??
      encodeURIComponent(String(generate(parameter.schema, index)));
  }
  const query: Record<string, string> = {};
  for (const [index, parameter] of queryParams.entries()) {
    const value = generate(parameter.schema, 100 + index);
    if (parameter.required || index % 2 === 0) query[parameter.name] = encodeURIComponent(String(value));
  }
  const body = operation.body === undefined ? undefined : generate(operation.body, 200);

  const build = (
    label: string,
    change: {
      params?: Record<string, string>;
      query?: string;
      body?: Json | undefined;
      raw?: { payload: string | Buffer; contentType: string };
    } = {},
  ): FuzzCase => {
    const allParams = { ...params, ...change.params };
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => allParams[name] ?? "");
    const search =
      change.query ??
      Object.entries(query)
        .map(([name, value]) => `${name}=${value}`)
        .join("&");
    const url = search ? `${path}?${search}` : path;
    if (change.raw) {
      return { label, url, headers: { "content-type": change.raw.contentType }, payload: change.raw.payload };
    }
    const sent = "body" in change ? change.body : body;
    if (sent === undefined) return { label, url, headers: {}, payload: undefined };
    return { label, url, headers: { "content-type": "application/json" }, payload: JSON.stringify(sent) };
  };
  const queryWith = (name: string, value: string): string =>
    [...Object.entries({ ...query, [name]: value })].map(([key, item]) => `${key}=${item}`).join("&");

  const cases: FuzzCase[] = [build("the valid request")];

  // One targeted spoil per place a client can put text or a number.
  for (const parameter of pathParams) {
    for (const value of ["%00", "%ED%A0%80", "2147483648", "99999999999999999999", "not-a-uuid"]) {
      cases.push(build(`path ${parameter.name}=${value}`, { params: { [parameter.name]: value } }));
    }
  }
  for (const parameter of queryParams) {
    for (const value of ["%00", "a%00b", "%ED%A0%80", "2147483648", hundredKb]) {
      cases.push(
        build(`query ${parameter.name}=${short(value)}`, { query: queryWith(parameter.name, value) }),
      );
    }
    cases.push(
      build(`query ${parameter.name} twice`, {
        query: `${queryWith(parameter.name, "a")}&${parameter.name}=b`,
      }),
    );
  }
  if (body !== undefined) {
    for (const [path, value] of places(body).slice(0, 30)) {
      const spoils: Json[] =
        typeof value === "string"
          ? ["a\u0000b", "\ud800", hundredKb]
          : typeof value === "number"
            ? [2_147_483_648, -2_147_483_649, 1e21]
            : Array.isArray(value) || (value !== null && typeof value === "object")
              ? []
              : [null];
      for (const spoil of spoils) {
        cases.push(
          build(`body ${show(path)}=${short(JSON.stringify(spoil))}`, { body: setAt(body, path, spoil) }),
        );
      }
      if (value !== null && typeof value === "object" && !Array.isArray(value)) {
        cases.push(
          build(`body ${show(path)} with a NUL key`, { body: setAt(body, [...path, "\u0000key"], "x") }),
          build(`body ${show(path)} with an extra field`, {
            body: setAt(body, [...path, "extra"], "a\u0000b"),
          }),
        );
      }
    }
  } else if (operation.method === "POST" || operation.method === "PUT") {
    cases.push(...uploadCases(build));
  }

  // Then random spoils, seeded.
  const bodyPlaces = body === undefined ? [] : places(body);
  const spoil = fc.oneof(
    fc.record({
      kind: fc.constant("path" as const),
      name: fc.constantFrom("", ...pathParams.map((parameter) => parameter.name)),
      value: fc.constantFrom(...nastyUrlValues),
    }),
    fc.record({
      kind: fc.constant("query" as const),
      name: fc.constantFrom("extra", "%00", ...queryParams.map((parameter) => parameter.name)),
      value: fc.oneof(
        fc.constantFrom(...nastyUrlValues),
        fc.string({ unit: "binary" }).map((value) => encodeURIComponent(value)),
      ),
    }),
    fc.record({
      kind: fc.constant("field" as const),
      place: fc.constantFrom<Segment[]>([], ...bodyPlaces.map(([path]) => path)),
      value: fc.oneof(
        fc.constantFrom<Json>(...nastyStrings, ...nastyNumbers, ...otherTypes),
        fc.string({ unit: "binary-ascii" }),
        fc.string({ unit: "binary" }),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constant<Json | undefined>(undefined),
      ),
    }),
    fc.record({
      kind: fc.constant("extra" as const),
      place: fc.constantFrom<Segment[]>(
        [],
        ...bodyPlaces.filter(([, value]) => isObject(value)).map(([path]) => path),
      ),
      key: fc.constantFrom("extra", "\u0000", "\ud800", "__proto__", "constructor", hundredKb),
      value: fc.constantFrom<Json>(...nastyStrings.slice(0, 5), ...nastyNumbers.slice(0, 3)),
    }),
    fc.record({ kind: fc.constant("raw" as const), payload: fc.constantFrom(...nastyBodies) }),
    fc.record({
      kind: fc.constant("content-type" as const),
      contentType: fc.constantFrom(...otherContentTypes),
    }),
  );
  for (const chosen of fc.sample(spoil, { seed, numRuns: options.randomCases })) {
    switch (chosen.kind) {
      case "path":
        if (chosen.name)
          cases.push(
            build(`path ${chosen.name}=${short(chosen.value)}`, { params: { [chosen.name]: chosen.value } }),
          );
        break;
      case "query":
        cases.push(
          build(`query ${chosen.name}=${short(chosen.value)}`, {
            query: queryWith(chosen.name, chosen.value),
          }),
        );
        break;
      case "field":
        if (body !== undefined || chosen.value !== undefined)
          cases.push(
            build(`body ${show(chosen.place)}=${short(String(JSON.stringify(chosen.value)))}`, {
              body: chosen.place.length === 0 ? chosen.value : setAt(body ?? {}, chosen.place, chosen.value),
            }),
          );
        break;
      case "extra":
        cases.push(
          build(`body ${show(chosen.place)} with field ${short(JSON.stringify(chosen.key))}`, {
            body: setAt(body ?? {}, [...chosen.place, chosen.key], chosen.value),
          }),
        );
        break;
      case "raw":
        cases.push(
          build(`raw body ${short(chosen.payload)}`, {
            raw: { payload: chosen.payload, contentType: "application/json" },
          }),
        );
        break;
      case "content-type":
        cases.push(
          build(`content-type ${chosen.contentType}`, {
            raw: { payload: JSON.stringify(body ?? {}), contentType: chosen.contentType },
          }),
        );
        break;
    }
  }
  return cases;
}

/** Multipart bodies for the upload calls (they have no JSON body in the document). */
function uploadCases(
  build: (label: string, change: { raw: { payload: string | Buffer; contentType: string } }) => FuzzCase,
): FuzzCase[] {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const json = Buffer.from('{"schemaVersion":1}');
  const cases: FuzzCase[] = [];
  // The file's field of each kind of upload: a deal's attachment and the logo, a catalogue, a document.
  for (const field of ["file", "catalogue", "document"]) {
    const variants: Array<[string, MultipartPart[]]> = [
      ["a NUL in the file name", [{ field, fileName: "a\u0000b.png", content: png }]],
      [
        "a NUL in the encoded file name",
        [{ field, fileName: "x.png", encodedName: "a%00b.png", content: png }],
      ],
      [
        "a NUL in a text field",
        [
          { field: "name", value: "a\u0000b" },
          { field, fileName: "a.png", content: png },
        ],
      ],
      ["bidi controls in the file name", [{ field, fileName: "\u202egnp.exe\u202c.png", content: png }]],
      ["an empty file", [{ field, fileName: "empty.json", content: Buffer.alloc(0) }]],
      [
        "two files",
        [
          { field, fileName: "a.json", content: json },
          { field, fileName: "b.json", content: json },
        ],
      ],
      ["no file", [{ field: "name", value: "x" }]],
    ];
    for (const [label, parts] of variants) {
      const { payload, contentType } = multipart(parts);
      cases.push(build(`multipart ${field}: ${label}`, { raw: { payload, contentType } }));
    }
  }
  return cases;
}

/**
 * Every value inside a JSON value with its path (the root left out), parents before children; of an
 * array only the first item, as its other items have the same schema.
 */
function places(value: Json, path: Segment[] = []): Array<[Segment[], Json]> {
  const found: Array<[Segment[], Json]> = [];
  const children: Array<[Segment, Json]> = Array.isArray(value)
    ? value.slice(0, 1).map((item, index): [Segment, Json] => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    found.push([[...path, key], child]);
    found.push(...places(child, [...path, key]));
  }
  return found;
}

/** A copy of `root` with the value at `path` replaced (or removed, for undefined). */
function setAt(root: Json, path: Segment[], value: Json | undefined): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value ?? null;
  if (Array.isArray(root)) {
    const copy = [...root];
    const index = Number(head);
    if (value === undefined && rest.length === 0) copy.splice(index, 1);
    else copy[index] = setAt(copy[index] ?? null, rest, value);
    return copy;
  }
  const copy: { [key: string]: Json } = isObject(root) ? { ...root } : {};
  if (value === undefined && rest.length === 0) delete copy[String(head)];
  else
    Object.defineProperty(copy, String(head), {
      value: setAt(copy[String(head)] ?? null, rest, value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value ?? null)) as Json;
}

function segmentBefore(path: string, param: string): string {
  const segments = path.split("/");
  const index = segments.indexOf(`{${param}}`);
  return segments[index - 1] ?? "";
}

function show(path: Segment[]): string {
  return path.length === 0 ? "(root)" : path.map((segment) => JSON.stringify(segment)).join(".");
}

function short(value: string): string {
  return value.length > 40 ? `${value.slice(0, 20)}…(${value.length} chars)` : value;
}

/** A 32-bit FNV-1a hash, so each operation gets its own seed from the run's. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
