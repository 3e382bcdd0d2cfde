import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { RateLimitedError } from "#core/errors.ts";
import { finalErrorHandler, UNDECODABLE_BODY } from "./final-error-handler.ts";

/** An app whose one route fails the way a bug would, logging into `lines`. */
function failingApp(lines: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = express();
  app.use(pinoHttp({ logger: pino(stream), genReqId: () => "req-42" }));
  app.get("/boom", () => {
    throw new Error("connect ECONNREFUSED 10.0.0.7:5432 at /srv/bramble/schema/db.ts");
  });
  app.use(finalErrorHandler);
  return app;
}

describe("the final error handler", () => {
  it("answers an unexpected error with the request id only, and logs the details", async () => {
    const lines: string[] = [];
    const response = await supertest(failingApp(lines)).get("/boom");
    expect([response.status, response.type, response.text]).toEqual([
      500,
      "text/plain",
      "Internal server error (request id req-42)",
    ]);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string });
    expect(logged.find((line) => line.msg === "unexpected error")).toMatchObject({
      req: { id: "req-42" },
      err: { message: "connect ECONNREFUSED 10.0.0.7:5432 at /srv/bramble/schema/db.ts" },
    });
  });

  it("answers in problem details to a client that asks for them", async () => {
    const response = await supertest(failingApp([])).get("/boom").set("Accept", "application/problem+json");
    expect(JSON.parse(response.text)).toEqual({
      type: "about:blank",
      title: "Internal Server Error",
      status: 500,
      detail: "Internal server error (request id req-42)",
      code: "INTERNAL",
    });
  });

  it("shows no stack trace in development either", async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    try {
      const response = await supertest(failingApp([])).get("/boom");
      expect(response.text).toBe("Internal server error (request id req-42)");
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  // body-parser hands on zlib's error with status 400; it used to fall through to the 500.
  it.each([
    ["gzip", Buffer.from('{"a": 1}')],
    ["gzip", gzipSync(Buffer.from('{"a": 1}')).subarray(0, 12)],
    ["deflate", Buffer.from("xx")],
    ["br", Buffer.from('{"a": 1}')],
  ])("answers a body that is not %s data with 400 and says so", async (encoding, body) => {
    const app = express();
    app.post("/echo", express.json(), (req, res) => res.json(req.body));
    app.use(finalErrorHandler);
    const response = await supertest(app)
      .post("/echo")
      .set("Content-Type", "application/json")
      .set("Content-Encoding", encoding)
      .send(body);
    expect([response.status, response.text]).toEqual([400, UNDECODABLE_BODY]);
  });

  it("answers a refusal that knows its wait with 429 and Retry-After, in plain text and in problem details", async () => {
    const app = express();
    app.post("/invite", () => {
      throw new RateLimitedError("You can send at most 10 invitations an hour. Try again in 2 minutes.", 120);
    });
    app.use(finalErrorHandler);
    const plain = await supertest(app).post("/invite");
    expect([plain.status, plain.headers["retry-after"], plain.text]).toEqual([
      429,
      "120",
      "You can send at most 10 invitations an hour. Try again in 2 minutes.",
    ]);
    const problem = await supertest(app).post("/invite").set("Accept", "application/problem+json");
    expect([problem.status, problem.headers["retry-after"], JSON.parse(problem.text).code]).toEqual([
      429,
      "120",
      "RATE_LIMITED",
    ]);
  });
});
