export type Answer = {
  status: number;
  body: unknown;
  /** The gateway HAProxy sent the request to (X-Bramble-Gateway); null when asked directly. */
  gateway: string | null;
};

export type SendOptions = {
  body?: unknown;
  /** How the request authenticates: the session cookie (default), the API key, or not at all. */
  as?: "session" | "apiKey" | "anonymous";
  /** X-Forwarded-For, which a gateway with TRUST_PROXY=1 takes as the client address when asked directly. */
  forwardedFor?: string;
  timeoutMs?: number;
};

const SESSION_COOKIE = /^(bramble_session|__Host-bramble_session)=([^;]*)/;

/** One person's client: a cookie jar for the session, and their API key, against any of the gateways. */
export class ClusterClient {
  cookie: string | undefined;
  apiKey: string | undefined;

  async send(baseUrl: string, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: "application/json" };
    const as = options.as ?? "session";
    if (as === "session" && this.cookie) headers.cookie = this.cookie;
    if (as === "apiKey") headers.authorization = `Bearer ${this.apiKey}`;
    if (options.forwardedFor) headers["x-forwarded-for"] = options.forwardedFor;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    if (as === "session") this.keepCookie(response.headers.getSetCookie());
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (HAProxy's own error pages): kept as text.
    }
    return { status: response.status, body, gateway: response.headers.get("x-bramble-gateway") };
  }

  private keepCookie(setCookies: string[]) {
    for (const line of setCookies) {
      const match = SESSION_COOKIE.exec(line);
      if (!match) continue;
      this.cookie = match[2] ? `${match[1]}=${match[2]}` : undefined;
    }
  }
}
