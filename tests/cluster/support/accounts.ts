import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { CaughtMail } from "./mail-catcher.ts";
import { ClusterClient } from "./http-client.ts";

export const PASSWORD = "correct horse battery";

/** The token of the newest link mailed to `to`, from the mail catcher's file (null while none came). */
function tokenInFile(mailFile: string, to: string): string | null {
  if (!existsSync(mailFile)) return null;
  const mails = readFileSync(mailFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      // The catcher may be writing the last line as we read it: that mail is read on the next look.
      try {
        return [JSON.parse(line) as CaughtMail];
      } catch {
        return [];
      }
    })
    .filter((mail) => mail.to === to);
  // Quoted-printable may break the link over lines ("=\r\n") and encode "=" as "=3D".
  const text = mails.at(-1)?.text.replaceAll("=\r\n", "").replaceAll("=3D", "=") ?? "";
  return /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
}

/**
 * The mailed link's token, once a gateway's job worker has sent the mail the request queued (a sign-up
 * answers before its mail goes out); waits for that state up to a minute.
 */
async function mailedToken(mailFile: string, to: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const token = tokenInFile(mailFile, to);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no link was mailed to ${to}`);
    await sleep(50);
  }
}

async function expectStatus(answer: Promise<{ status: number; body: unknown }>, status: number, what: string) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: expected ${status}, got ${got} ${JSON.stringify(body)}`);
}

/**
 * Signs a new person up, verifies their address from the link mailed to the catcher's file and signs
 * them in, all through `baseUrl`, as a browser at `address` would. Returns their signed-in client.
 */
export async function signUpAndSignIn(
  baseUrl: string,
  username: string,
  address: string,
  mailFile: string,
): Promise<ClusterClient> {
  const client = new ClusterClient();
  const email = `${username}@example.com`;
  const options = { forwardedFor: address, as: "anonymous" as const };
  await expectStatus(
    client.send(baseUrl, "POST", "/api/auth/register", { ...options, body: { username, email, password: PASSWORD } }),
    201,
    `sign-up of ${username}`,
  );
  const token = await mailedToken(mailFile, email);
  await expectStatus(
    client.send(baseUrl, "GET", `/api/auth/verify-email?token=${token}`, options),
    200,
    `verification of ${username}`,
  );
  await expectStatus(
    client.send(baseUrl, "POST", "/api/auth/login", {
      forwardedFor: address,
      body: { username, password: PASSWORD },
    }),
    200,
    `sign-in of ${username}`,
  );
  return client;
}

const CREATE_API_KEY = `mutation ($name: String!) { createApiKey(input: { name: $name }) { secret apiKey { id } } }`;

/** A new API key for the client's workspace, kept on the client; returns the key's id. */
export async function createApiKey(client: ClusterClient, baseUrl: string, name: string): Promise<string> {
  const answer = await client.send(baseUrl, "POST", "/graphql", {
    body: { query: CREATE_API_KEY, variables: { name } },
  });
  const created = (answer.body as { data?: { createApiKey?: { secret: string; apiKey: { id: string } } } }).data
    ?.createApiKey;
  if (!created) throw new Error(`creating API key ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  client.apiKey = created.secret;
  return created.apiKey.id;
}
