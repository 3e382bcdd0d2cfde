import { readFileSync } from "node:fs";

/**
 * The newest link of a kind (`verify-email`, `invite`, `reset-password`) the server printed in a mail to an address: it
 * runs without SMTP in tests, so each mail's link goes to its output.
 */
export async function waitForMailedLink(
  email: string,
  page: "verify-email" | "invite" | "reset-password" | "cancel-email-change",
  timeoutMs = 10_000,
) {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error("E2E_SERVER_LOG is not set: run through playwright.config.ts");
  const pattern = new RegExp(`(https?://\\S+/${page}\\?token=[A-Za-z0-9_-]+)`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const link = readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.includes(`"to":"${email}"`))
      .map((line) => pattern.exec(line)?.[1])
      .findLast(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${page} link for ${email} in the server log`);
}
