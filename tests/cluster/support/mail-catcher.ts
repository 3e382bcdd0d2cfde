import { appendFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string; text: string };

/**
 * An SMTP server on loopback that accepts every mail and appends it to a JSON-lines file, where the
 * test files (other processes) find the links the gateways mailed.
 */
export async function startMailCatcher(file: string): Promise<{ port: number; stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        for (const recipient of session.envelope.rcptTo) {
          appendFileSync(file, JSON.stringify({ to: recipient.address, text: raw } satisfies CaughtMail) + "\n");
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
