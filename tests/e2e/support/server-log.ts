import { readFileSync } from "node:fs";

/** The newest verification link the server printed for an address (it runs without SMTP in tests). */
export async function waitForVerificationLink(email: string, timeoutMs = 10_000): Promise<string> {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error("E2E_SERVER_LOG is not set: run through playwright.config.ts");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const link = readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.includes(`"to":"${email}"`))
      .map((line) => /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(line)?.[1])
      .findLast(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification link for ${email} in the server log`);
}
