import { expect, type Page } from "@playwright/test";
import { waitForMailedLink } from "./server-log.ts";

export const E2E_PASSWORD = "secret12";

/** Signs a person in at /login, as they would; they arrive on the dashboard. */
export async function signInAt(page: Page, username: string, password = E2E_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const REGISTER = "mutation Register($input: RegisterInput!) { register(input: $input) { verificationRequired } }";

/**
 * A new account, verified through the mailed link and signed in at /login. The account is only where
 * a test starts, so it is registered through the API the register form calls: the form itself is
 * auth.spec.ts's, and filling it for every test's account cost each of them a page load.
 */
/**
 * For a test's own API calls beside the page: no kept-alive socket. The request context keeps its socket
 * for the next call, which may come just as the server (keepAliveTimeout 5 s) closes it, and the call then
 * fails with ECONNRESET (seen once on a busy machine).
 */
export const ONE_SHOT = { connection: "close" };

export async function signUpAndSignIn(page: Page, username: string) {
  const email = `${username}@example.com`;
  const registered = await page.request.post("/graphql", {
    data: { query: REGISTER, variables: { input: { username, email, password: E2E_PASSWORD } } },
    headers: ONE_SHOT,
  });
  expect(await registered.json()).toEqual({ data: { register: { verificationRequired: true } } });
  await page.goto(await waitForMailedLink(email, "verify-email"));
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await signInAt(page, username);
}
