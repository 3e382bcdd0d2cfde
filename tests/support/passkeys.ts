import type TestAgent from "supertest/lib/agent.js";
import { SoftwareAuthenticator, type AssertionOptions } from "./software-authenticator.ts";
import { TEST_APP_URL } from "./test-app.ts";

type Agent = Pick<TestAgent, "post">;

const post = (agent: Agent, path: string, body: object) =>
  agent.post(path).set("Content-Type", "application/json").send(body);

/** An authenticator on the test app's pages (http://crm.test, the relying party crm.test). */
export function testAuthenticator() {
  return new SoftwareAuthenticator(TEST_APP_URL);
}

/** Adds a passkey over REST to the agent's account, as Settings → Security does: options, ceremony, answer. */
export async function addPasskey(
  agent: Agent,
  authenticator: SoftwareAuthenticator,
  { name, counts = true }: { name?: string; counts?: boolean } = {},
) {
  const options = await post(agent, "/api/user/passkeys/options", {});
  if (options.status !== 200) throw new Error(`passkey options failed: ${options.status} ${options.text}`);
  const { credential, response } = authenticator.register(options.body, { counts });
  const added = await post(agent, "/api/user/passkeys", { credential: response, ...(name ? { name } : {}) });
  if (added.status !== 201) throw new Error(`adding a passkey failed: ${added.status} ${added.text}`);
  const body = added.body as { passkey: { id: string; name: string }; recoveryCodes: string[] };
  return { credential, ...body };
}

/** Asks for the sign-in challenge and answers it with the authenticator: the body `POST /api/auth/passkey/login` takes. */
export async function passkeyAnswer(agent: Agent, authenticator: SoftwareAuthenticator, assertion?: AssertionOptions) {
  const options = await post(agent, "/api/auth/passkey/options", {});
  if (options.status !== 200) throw new Error(`sign-in options failed: ${options.status} ${options.text}`);
  return { credential: authenticator.authenticate(options.body, assertion) };
}

/** Signs in with the passkey alone. */
export async function signInWithPasskey(
  agent: Agent,
  authenticator: SoftwareAuthenticator,
  assertion?: AssertionOptions,
) {
  return post(agent, "/api/auth/passkey/login", await passkeyAnswer(agent, authenticator, assertion));
}

/** Finishes a half-done sign-in (the password was right) with the passkey. */
export async function finishWithPasskey(
  agent: Agent,
  authenticator: SoftwareAuthenticator,
  { trustBrowser, ...assertion }: AssertionOptions & { trustBrowser?: boolean } = {},
) {
  const options = await post(agent, "/api/auth/login/two-factor/passkey-options", {});
  if (options.status !== 200) throw new Error(`second-factor options failed: ${options.status} ${options.text}`);
  const passkey = authenticator.authenticate(options.body, assertion);
  return post(agent, "/api/auth/login/two-factor", { passkey, ...(trustBrowser ? { trustBrowser } : {}) });
}
