import fc from "fast-check";
import type { Actor } from "./fuzz-world.ts";
import type { FuzzRequest } from "./http-client.ts";
import { anyJson, anyString, oddString } from "./odd-values.ts";
import { restTargets } from "./rest-targets.ts";
import { percentEncode } from "./url-encoding.ts";

/** An endpoint that reads a body: every REST write, and GraphQL (by POST, and by GET with a query string). */
export type RawTarget = { label: string; method: string; path: string };

const SAMPLE_ID = "0190c5f2-0000-7000-8000-000000000000";

export const rawTargets: RawTarget[] = [
  ...restTargets
    .filter(({ method }) => method === "POST" || method === "PUT" || method === "PATCH")
    .map(({ label, method, template }) => ({ label, method, path: template.replace(/\{\w+\}/g, SAMPLE_ID) })),
  { label: "POST /graphql", method: "POST", path: "/graphql" },
  { label: "GET /graphql", method: "GET", path: "/graphql" },
];

/** Bodies no JSON parser should accept (body-parser's strict mode also refuses a bare scalar). */
const BROKEN_JSON = [
  "{",
  "[",
  "}",
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  "[1, 2,]",
  "{a: 1}",
  '{"a": NaN}',
  '{"a": undefined}',
  "// comment\n{}",
  "\uFEFF{}",
  '{"a": "\\x41"}',
  '{"a": "\\u12"}',
  '{"a": 01}',
  "null",
  "true",
  "1",
  '"text"',
  "{}}",
  '{"a": 1} {"b": 2}',
];

/** Bodies JSON parsers accept that may still surprise a handler. */
const TRICKY_JSON = [
  "{}",
  "[]",
  "[{}]",
  '{"__proto__": {"admin": true, "role": "admin"}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"name": "a", "name": "b", "email": "x@example.com"}',
  '{"a": 1e999999}',
  '{"a": -1e999999}',
  '{"a": 123456789012345678901234567890}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '{"query": "{ __typename }", "variables": "{}"}',
  '{"query": "{ __typename }", "variables": []}',
  '{"query": 123}',
  '{"query": null}',
  '{"query": "{ __schema { types { name } } }"}',
  '{"query": "subscription { viewer { id } }"}',
  '{"query": "query A { __typename } query B { __typename }"}',
  '{"query": "{ __typename }", "operationName": "Missing"}',
  '{"query": "fragment F on Query { ...F } { ...F }"}',
  '{"query": "{ viewer { __typename } }", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "x"}}}',
  '[{"query": "{ __typename }"}, {"query": "{ __typename }"}]',
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/json; charset=bogus",
  "application/problem+json",
  "application/graphql",
  "application/graphql-response+json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "text/plain",
  "text/html",
  "*/*",
  "application/json, text/plain",
  ")(*&^%$",
  "",
];

/** What a client may say it accepts, GraphQL's streaming types included. */
const ACCEPTS = [
  "application/json",
  "application/graphql-response+json",
  "application/problem+json",
  "text/event-stream",
  "multipart/mixed",
  "text/html",
  "*/*",
  "application/json;q=0, text/plain;q=1",
  "garbage",
];

const CONTENT_ENCODINGS = ["gzip", "deflate", "br", "identity", "compress", "gzip, gzip", "x-unknown"];

/** `depth` brackets or objects deep: still under the 100 kB cap at 30,000 levels. */
const deepDocument = fc
  .tuple(fc.constantFrom(100, 5_000, 30_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );

/** A GraphQL document nested or repeated far past what the armor allows, or broken. */
const graphqlDocument = fc.oneof(
  fc.constantFrom(100, 10_000).map((depth) => `{ ${"viewer { ".repeat(depth)}__typename${" }".repeat(depth)} }`),
  fc
    .constantFrom(50, 5_000)
    .map((count) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(" ")} }`),
  fc.constantFrom(20, 2_000).map((count) => `{ __typename ${"@include(if: true) ".repeat(count)}}`),
  fc.constantFrom(
    "{",
    "query {",
    "{ viewer { id }",
    "mutation { logout }",
    "{ __typename }",
    'query ($a: Int = "x") { __typename }',
  ),
  oddString,
);

const textBody = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BROKEN_JSON) },
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_JSON) },
  { weight: 2, arbitrary: deepDocument },
  { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? "null") },
  {
    weight: 2,
    arbitrary: fc
      .record({ query: fc.oneof(graphqlDocument, anyJson), variables: anyJson, operationName: anyJson })
      .map((body) => JSON.stringify(body)),
  },
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ padding: "x".repeat(100 * 1024) })) },
  { weight: 1, arbitrary: anyString },
);

/** Bytes that are not UTF-8 (or are UTF-8 of NUL and lone surrogates) inside and outside JSON. */
const byteBody = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(
    Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
    Uint8Array.from([0x1f, 0x8b, 0x08, 0x00, 0x00]),
  ),
);

export type RawCase = {
  actor: Actor;
  request: FuzzRequest;
  contentType: string | undefined;
  encoding: string | undefined;
};

/** Requests for one endpoint with a body (or a GraphQL query string) that is broken, odd or mislabelled. */
export function rawRequests(target: RawTarget, actors: Actor[]): fc.Arbitrary<RawCase> {
  const maybe = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
    fc.oneof({ weight, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  return fc
    .record({
      actor: fc.constantFrom(...actors),
      body: fc.oneof(
        { weight: 5, arbitrary: textBody },
        { weight: 1, arbitrary: byteBody },
        { weight: 1, arbitrary: fc.constant("") },
      ),
      contentType: fc.oneof(
        { weight: 3, arbitrary: fc.constant("application/json") },
        { weight: 2, arbitrary: maybe(fc.constantFrom(...CONTENT_TYPES), 1) },
      ),
      encoding: maybe(fc.constantFrom(...CONTENT_ENCODINGS), 6),
      graphqlQuery: fc.tuple(fc.oneof(graphqlDocument, anyString), anyJson),
      csrfHeader: fc.boolean(),
      accept: maybe(fc.constantFrom(...ACCEPTS), 3),
    })
    .map(({ actor, body, contentType, encoding, graphqlQuery: [query, variables], csrfHeader, accept }) => {
      const headers: Record<string, string> = { ...actor.headers, ...(accept ? { accept } : {}) };
      if (target.method === "GET") {
        // Yoga refuses a GET without it (a browser could send one cross-site).
        if (csrfHeader) headers["x-graphql-yoga-csrf"] = "1";
        const search = `?query=${percentEncode(query)}&variables=${percentEncode(JSON.stringify(variables) ?? "")}`;
        return {
          actor,
          request: { method: "GET", path: `${target.path}${search}`, headers },
          contentType: undefined,
          encoding: undefined,
        };
      }
      if (contentType !== undefined) headers["content-type"] = contentType;
      if (encoding !== undefined) headers["content-encoding"] = encoding;
      return { actor, request: { method: target.method, path: target.path, headers, body }, contentType, encoding };
    });
}
