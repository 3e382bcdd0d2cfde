import { generateKeyPairSync } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

/** What the provider says about one of its accounts (the test decides). */
export type ProviderAccount = { email?: string; email_verified?: boolean };

export type TestOidcProvider = {
  /** http://127.0.0.1:<port>: OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's accounts by subject; a test adds or changes one before signing in with it. */
  accounts: Map<string, ProviderAccount>;
  /**
   * Follows an authorization URL as a browser does: the provider's sign-in (its interaction, which signs
   * in `subject`, with consent given), up to the redirect back to the app. Returns that redirect's URL.
   */
  authorize(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
};

/** A minimal cookie jar: the provider's cookies by name (their paths ignored, which the flow does not need). */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, date] = attribute.trim().split("=");
        return key?.toLowerCase() === "expires" && Date.parse(date ?? "") < Date.now();
      });
      if (expired || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** The provider's sign-in page, for a browser: one field naming the provider's account, and a button. */
function signInPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body><main>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}"><label for="account">Account</label>
<input id="account" name="account" autocomplete="username"><button type="submit">Continue</button></form>
</main></body></html>`;
}

/** The account the sign-in page's form names. */
async function submittedAccount(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8")).get("account") ?? "";
}

/**
 * The certified `oidc-provider` on 127.0.0.1 and a free port (or the one given), with one confidential client whose redirect
 * URI is `redirectUri`, RS256 keys made for the run, and accounts the test controls. Its interaction (the
 * provider's own login page) is replaced by a handler that signs in the subject the test names: the
 * test drives everything else over HTTP, the provider's real endpoints included. A browser is shown a
 * one-field sign-in page instead, naming the account (the end-to-end tests).
 */
export async function startOidcProvider(redirectUri: string, port = 0): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const clientId = "bramble-test";
  const clientSecret = "a-client-secret-for-the-tests-only";
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };
  /** Who the sign-in authorize() is following signs in as (one at a time: a test awaits each). */
  let signingIn: string | undefined;
  const server = createServer();
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ["a-cookie-key-for-the-test-provider"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: (_ctx, subject) => {
      const account = accounts.get(subject);
      return account ? { accountId: subject, claims: () => ({ sub: subject, ...account }) } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    // Minutes: each sign-in of a test is over in a second.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx, interactionInfo) => `/interaction/${interactionInfo.uid}` },
    // Consent is given: the app's client asks for what it always asks.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) {
      res.writeHead(400).end("unknown interaction");
      return;
    }
    // A browser (no authorize() under way): the provider's own sign-in page, then the account it names.
    const subject = signingIn ?? (req.method === "POST" ? await submittedAccount(req) : undefined);
    if (subject === undefined) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(signInPage(uid));
      return;
    }
    if (!accounts.has(subject)) {
      res.writeHead(400).end("no such account at the provider");
      return;
    }
    const result = { login: { accountId: subject } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  const serveProvider = provider.callback();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const uid = /^\/interaction\/([^/?]+)/.exec(req.url ?? "")?.[1];
    if (!uid) {
      serveProvider(req, res);
      return;
    }
    interaction(req, res, uid).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  async function authorize(authorizationUrl: string, subject: string): Promise<URL> {
    const jar = new CookieJar();
    signingIn = subject;
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
      jar.take(response);
      const location = response.headers.get("location");
      if (!location)
        throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
      await response.body?.cancel();
      url = new URL(location, url);
    }
    throw new Error("the provider redirected too many times");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    authorize,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
