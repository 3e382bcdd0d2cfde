import type { Database } from "#core/db/db.ts";
import { CreateApiKeyDocument, LoginDocument } from "#web/graphql/generated/graphql.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";
import { LoadClient, type LoadPerson, type LoadTarget, type LoadWorkspace } from "./load-client.ts";
import type { LoadOptions } from "./load-options.ts";

/**
 * Sign-ins at once: each costs a scrypt check (about 0.3 s of a core), and they are counted against
 * AUTH_RATE_LIMIT until the password is found right, so the default of 10 per client IP is never reached.
 */
const SIGN_IN_CONCURRENCY = 4;

const padded = (value: number, width: number) => String(value).padStart(width, "0");

/**
 * The people of the run, written straight into the database as an operator's import would: one
 * account per client, spread round-robin over the workspaces; each workspace's first person owns it.
 */
export async function createPeople(db: Database, { clients, workspaces }: LoadOptions): Promise<LoadPerson[]> {
  const clientWidth = Math.max(3, String(clients).length);
  const workspaceWidth = Math.max(2, String(workspaces).length);
  const people: LoadPerson[] = [];
  for (let w = 0; w < workspaces; w++) {
    const tag = `W${padded(w + 1, workspaceWidth)}`;
    const usernamePrefix = `load-${tag.toLowerCase()}-`;
    const indexes = Array.from({ length: clients }, (_, index) => index).filter((index) => index % workspaces === w);
    const users = await Promise.all(
      indexes.map((index) => createUser(db, { username: `${usernamePrefix}c${padded(index + 1, clientWidth)}` })),
    );
    const [owner, ...members] = users;
    if (!owner) continue;
    const access = await createWorkspace(db, owner, `Load test ${tag}`);
    for (const member of members) await addMember(db, access, member);
    const workspace: LoadWorkspace = {
      index: w,
      id: access.id,
      tag,
      usernamePrefix,
      memberIds: users.map((user) => user.id),
    };
    users.forEach((user, position) => {
      const index = indexes[position] ?? 0;
      people.push({
        index,
        workspace,
        userId: user.id,
        username: user.username,
        label: `${tag} C${padded(index + 1, clientWidth)}`,
      });
    });
  }
  return people.sort((a, b) => a.index - b.index);
}

async function inBatches<Item>(items: Item[], size: number, each: (item: Item) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(each));
}

/**
 * Every person signs in through the web app's Login mutation (the session cookie), and each
 * workspace's owner issues every member of it an API key, as Settings → API keys does.
 */
export async function signIn(people: LoadPerson[], target: LoadTarget, seed: number): Promise<LoadClient[]> {
  const clients = people.map((person) => new LoadClient(person, target, seed));
  await inBatches(clients, SIGN_IN_CONCURRENCY, async (client) => {
    const data = await client.graphql(LoginDocument, {
      input: { username: client.person.username, password: TEST_PASSWORD },
    });
    if (data?.login.user?.id !== client.person.userId) throw new Error(`${client.person.username} could not sign in`);
  });
  const owners = new Map<string, LoadClient>();
  for (const client of clients) if (!owners.has(client.workspace.id)) owners.set(client.workspace.id, client);
  await Promise.all(
    clients.map(async (client) => {
      const owner = owners.get(client.workspace.id) as LoadClient;
      const data = await owner.graphql(CreateApiKeyDocument, {
        input: { name: `Script of ${client.person.username}` },
      });
      if (!data) throw new Error(`no API key for ${client.person.username}`);
      client.apiKey = data.createApiKey.secret;
    }),
  );
  return clients;
}
