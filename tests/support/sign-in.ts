import type { TestApp } from "./test-app.ts";
import { createUser, TEST_PASSWORD, type TestUserOptions } from "./users.ts";

/** A cookie-keeping client signed in as a new user with the given role. */
export async function signedInAgent(t: TestApp, options: TestUserOptions) {
  await createUser(t.db, options);
  const agent = t.agent();
  const route = options.role === "admin" ? "/api/admin/login" : "/api/auth/login";
  const response = await agent
    .post(route)
    .set("Content-Type", "application/json")
    .send({ username: options.username, password: TEST_PASSWORD });
  if (response.status !== 200)
    throw new Error(`sign-in as ${options.username} failed: ${response.status} ${response.text}`);
  return agent;
}
