import type { TestApp } from "./test-app.ts";
import { createUser, TEST_PASSWORD, type TestUserOptions } from "./users.ts";

export type SignInOptions = TestUserOptions & {
  /** Where to sign in: the app's login (which gives a first workspace) or the admin login. Admins default to the admin login. */
  at?: "app" | "admin";
};

/** A cookie-keeping client signed in as a new user with the given role. */
export async function signedInAgent(t: TestApp, options: SignInOptions) {
  await createUser(t.db, options);
  return signIn(t, options.username, options.at ?? (options.role === "admin" ? "admin" : "app"));
}

/** A cookie-keeping client signed in as an existing user. */
export async function signIn(t: TestApp, username: string, at: "app" | "admin" = "app") {
  const agent = t.agent();
  const route = at === "admin" ? "/api/admin/login" : "/api/auth/login";
  const response = await agent
    .post(route)
    .set("Content-Type", "application/json")
    .send({ username, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in as ${username} failed: ${response.status} ${response.text}`);
  return agent;
}
