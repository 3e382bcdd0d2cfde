import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, PRINTED_MAIL_NOTICE } from "./mailer.ts";

const mail = {
  to: "jane@example.com",
  subject: "Verify your email address",
  text: "Hello Jane,\nhttp://crm.test/verify-email?token=abc",
  link: "http://crm.test/verify-email?token=abc",
};

function capturingLog() {
  const lines: string[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

describe("mailer without SMTP_URL", () => {
  it("says when it is made that e-mail is printed rather than sent", () => {
    const { log, lines } = capturingLog();
    createMailer({ smtpUrl: undefined, from: "CRM <no-reply@crm.test>", log });
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([PRINTED_MAIL_NOTICE]);
  });

  it("prints one log line holding the full link", async () => {
    const { log, lines } = capturingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: "CRM <no-reply@crm.test>", log });
    lines.length = 0;
    await mailer.send(mail);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      to: "jane@example.com",
      msg: "E-mail not sent (no SMTP_URL): Verify your email address: http://crm.test/verify-email?token=abc",
    });
  });
});

describe("mailer with SMTP_URL", () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
        });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    server.listen(0, "127.0.0.1");
    await once(server.server, "listening");
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the mail through the SMTP server", async () => {
    const { log } = capturingLog();
    await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "CRM <no-reply@crm.test>", log }).send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@crm.test", to: ["jane@example.com"] });
    expect(received[0]?.data).toContain("Subject: Verify your email address");
    expect(received[0]?.data).toContain("http://crm.test/verify-email?token=abc");
  });

  it("logs and throws the failure of an unreachable server, for the job queue to try again", async () => {
    const { log, lines } = capturingLog();
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "no-reply@crm.test", log });
    await expect(mailer.send(mail)).rejects.toMatchObject({ code: "ESOCKET" });
    expect(lines.join("")).toContain("sending e-mail failed");
  });
});
