import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type OperationDefinitionNode } from "graphql";
import { seededRandom } from "#tests/support/seeded-random.ts";
import { ExpectedRows } from "./expected-rows.ts";
import type { FailureKind, LoadRecorder } from "./load-recorder.ts";

/** A workspace of the run: every row its clients write carries its tag, so a row seen elsewhere is caught. */
export type LoadWorkspace = {
  index: number;
  id: string;
  /** "W03": the start of every customer name and deal, task and activity title written in it. */
  tag: string;
  /** Every member's username starts with it. */
  usernamePrefix: string;
  memberIds: string[];
};

/** One person using the CRM: a member of one workspace, signed in in a browser and holding an API key. */
export type LoadPerson = {
  index: number;
  workspace: LoadWorkspace;
  userId: string;
  username: string;
  /** "W03 C017": the start of this person's rows' names. */
  label: string;
};

/** The server the clients talk to, and where their requests are recorded (a new recorder per phase). */
export type LoadTarget = { baseUrl: string; recorder: LoadRecorder; requestTimeoutMs: number };

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

const printed = new WeakMap<object, { query: string; operationName: string }>();

function printedDocument(document: TypedDocumentNode<unknown, never>) {
  let found = printed.get(document);
  if (!found) {
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition",
    );
    found = { query: print(document), operationName: operation?.name?.value ?? "anonymous" };
    printed.set(document, found);
  }
  return found;
}

/**
 * A client of the load: one person's browser tab (GraphQL on the session cookie) and script (REST on
 * the API key), one request at a time. Any answer but the expected 2xx is recorded as a failure.
 */
export class LoadClient {
  readonly rows = new ExpectedRows();
  readonly random: () => number;
  apiKey = "";
  private sequence = 0;
  private readonly cookies = new Map<string, string>();

  readonly person: LoadPerson;
  private readonly target: LoadTarget;

  constructor(person: LoadPerson, target: LoadTarget, seed: number) {
    this.person = person;
    this.target = target;
    this.random = seededRandom(seed + person.index);
  }

  get workspace(): LoadWorkspace {
    return this.person.workspace;
  }

  /** A number no other request of this client used: names and e-mails stay unique even after a failed create. */
  next(): number {
    this.sequence += 1;
    return this.sequence;
  }

  /** A whole number from 0 to n - 1. */
  below(n: number): number {
    return Math.floor(this.random() * n);
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items[this.below(items.length)];
  }

  fail(kind: FailureKind, operation: string, detail: string) {
    this.target.recorder.fail({ kind, operation, detail: `${this.person.label}: ${detail}` });
  }

  /** A REST call with the person's API key; the parsed body of a 2xx answer, otherwise undefined. */
  rest<Body>(operation: string, method: Method, path: string, body?: unknown): Promise<Body | undefined> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    return this.send<Body>(operation, path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** A GraphQL operation on the session cookie, as the web app sends it; its data, or undefined. */
  async graphql<Result, Variables>(
    document: TypedDocumentNode<Result, Variables>,
    variables: Variables,
  ): Promise<Result | undefined> {
    const { query, operationName } = printedDocument(document as TypedDocumentNode<unknown, never>);
    const operation = `GraphQL ${operationName}`;
    const answer = await this.send<{ data?: Result | null; errors?: { message: string }[] }>(operation, "/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: this.cookieHeader() },
      body: JSON.stringify({ query, variables, operationName }),
    });
    if (!answer) return undefined;
    if (answer.errors?.length || !answer.data) {
      this.fail("GraphQL error", operation, answer.errors?.map((error) => error.message).join("; ") ?? "no data");
      return undefined;
    }
    return answer.data;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const equals = pair.indexOf("=");
      if (equals > 0) this.cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
    }
  }

  private async send<Body>(operation: string, path: string, init: RequestInit): Promise<Body | undefined> {
    const { recorder, baseUrl, requestTimeoutMs } = this.target;
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      // Node's fetch keeps connections alive and opens as many as there are requests under way (its
      // default agent sets no cap), so each client in effect keeps a connection of its own.
      const response = await fetch(baseUrl + path, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
      this.keepCookies(response);
      status = response.status;
      text = await response.text();
    } catch (error) {
      recorder.requested(operation, undefined);
      const { name, message, cause } = error as Error;
      const detail = cause instanceof Error ? `${message}: ${cause.message}` : message;
      this.fail(name === "TimeoutError" ? "timeout" : "network error", operation, `${init.method} ${path}: ${detail}`);
      return undefined;
    }
    recorder.requested(operation, performance.now() - started);
    if (status >= 200 && status < 300) {
      try {
        return JSON.parse(text) as Body;
      } catch {
        this.fail(
          "wrong answer",
          operation,
          `${init.method} ${path} answered ${status} with no JSON: ${text.slice(0, 300)}`,
        );
        return undefined;
      }
    }
    const kind: FailureKind =
      status >= 500 ? "server error (5xx)" : status === 429 ? "rate limited (429)" : "unexpected 4xx";
    this.fail(kind, operation, `${init.method} ${path} answered ${status}: ${text.slice(0, 300)}`);
    return undefined;
  }
}
