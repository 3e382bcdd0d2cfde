import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { enqueuePasswordResetMail } from "#schema/auth/password-reset-mail.job.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";

/** Mails an SMTP server on loopback took: recipients and the raw message. */
type Received = { to: string[]; data: string };

/** A real SMTP server on `port` (0: any free one) that keeps what it receives. */
async function startSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (data += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), data });
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (until a test starts its SMTP server there). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type QueuedJob = { task_identifier: string; attempts: number; max_attempts: number; failed: boolean; later: boolean };

function queuedJobs(t: TestApp) {
  return t.db.$queryRaw<QueuedJob[]>(
    Prisma.sql`SELECT task_identifier, attempts, max_attempts, last_error IS NOT NULL AS failed, run_at > now() AS later
               FROM graphile_worker.jobs ORDER BY id`,
  );
}

const json = { "Content-Type": "application/json" };
const CREATED = { message: "Account created successfully", verificationRequired: true, signedIn: false };

function register(t: TestApp, username: string) {
  return t
    .request()
    .post("/api/auth/register")
    .set(json)
    .send({ username, email: `${username}@example.com`, password: "correct-horse-battery" });
}

/** The token of the verification link in a mail as the SMTP server took it (quoted-printable). */
function tokenIn(mail: Received | undefined): string {
  const text = (mail?.data ?? "")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /http:\/\/crm\.test\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!link?.[1]) throw new Error("no verification link in the mail");
  return link[1];
}

describe("a request's mail, through the job queue", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(0);
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("is queued with the committed sign-up and reaches the SMTP server only when the job runs", async () => {
    const response = await register(t, "queued");
    expect([response.status, response.body]).toEqual([201, CREATED]);
    expect(smtp.received).toEqual([]);
    expect(await queuedJobs(t)).toEqual([
      { task_identifier: "sign_up_mail", attempts: 0, max_attempts: 25, failed: false, later: false },
    ]);
    await t.deliverMail();
    expect(smtp.received.map((mail) => mail.to)).toEqual([["queued@example.com"]]);
    expect(await queuedJobs(t)).toEqual([]);
    const verified = await t.request().get(`/api/auth/verify-email?token=${tokenIn(smtp.received[0])}`);
    expect([verified.status, verified.body]).toEqual([200, { message: "Email verified successfully!" }]);
  });

  it("is not sent, nor left queued, when the transaction that queued it rolls back", async () => {
    const user = await createUser(t.db, { username: "rolledback" });
    const rollback = t.db.$transaction(async (tx) => {
      await enqueuePasswordResetMail(tx, user.id);
      throw new Error("the write failed after the mail was queued");
    });
    await expect(rollback).rejects.toThrow("the write failed after the mail was queued");
    expect(await queuedJobs(t)).toEqual([]);
    await t.deliverMail();
    expect(smtp.received.filter((mail) => mail.to.includes("rolledback@example.com"))).toEqual([]);
    expect(await t.db.token.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("a request's mail while the SMTP server is down", () => {
  let t: TestApp;
  let port: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    await createUser(t.db, { username: "present" });
    await createUser(t.db, { username: "unverified", verified: false });
  });
  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });
  afterAll(() => t.close());

  it("answers the request at once, keeps the job for a later try, and delivers once the server is back", async () => {
    const response = await register(t, "patient");
    expect([response.status, response.body]).toEqual([201, CREATED]);
    await t.deliverMail();
    expect(await queuedJobs(t)).toEqual([
      { task_identifier: "sign_up_mail", attempts: 1, max_attempts: 25, failed: true, later: true },
    ]);

    smtp = await startSmtp(port);
    // The backoff (e^1 s after the first failure) elapsed: the job is due again.
    await t.db
      .$executeRaw`SELECT graphile_worker.reschedule_jobs(array_agg(id), run_at := now()) FROM graphile_worker.jobs`;
    await t.deliverMail();
    expect(smtp.received.map((mail) => mail.to)).toEqual([["patient@example.com"]]);
    expect(await queuedJobs(t)).toEqual([]);
    const token = tokenIn(smtp.received[0]);
    const verified = await t.request().get(`/api/auth/verify-email?token=${token}`);
    expect([verified.status, verified.body]).toEqual([200, { message: "Email verified successfully!" }]);
  });

  it.each([
    ["/api/auth/resend-verification", { email: "unverified@example.com" }],
    ["/api/auth/forgot-password", { email: "present@example.com" }],
  ])("answers %s with 200, not 503", async (path, body) => {
    const response = await t.request().post(path).set(json).send(body);
    expect(response.status).toBe(200);
  });
});
