import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Context } from "#core/context.ts";
import { ValidationError } from "#core/errors.ts";
import { finalErrorHandler } from "#gateway/final-error-handler.ts";
import { download } from "./download.ts";
import { created, defineRoute, ok, type HttpMethod, type RestRoute } from "./route.ts";
import { runRoute } from "./route-runner.ts";

const DOCUMENTATION = {
  operationId: "testRoute",
  tag: "Customers",
  summary: "A route under test",
  description: "A route under test.",
  access: "public",
  answer: { status: 200, description: "The answer.", schema: z.unknown(), example: null },
} as const;

/** An app serving `route`, whose context records what happens, in order, into `events`. */
function appWith(route: RestRoute, events: string[]) {
  const app = express();
  app.use(express.json());
  app.use((_req, res, next) => {
    res.locals.context = {
      rememberWrites: async () => {
        events.push("writes remembered");
      },
    } as Partial<Context> as Context;
    next();
  });
  app[route.method](route.path, runRoute(route));
  app.use(finalErrorHandler);
  return supertest(app);
}

/** A body that notes when it is serialised, i.e. sent. */
function noting(events: string[], body: object) {
  return { ...body, toJSON: () => (events.push("answer sent"), body) };
}

function echoRoute(method: HttpMethod, events: string[], writes?: boolean) {
  return defineRoute({
    ...DOCUMENTATION,
    method,
    path: "/things/:id",
    writes,
    handler: () => {
      events.push("handled");
      return ok(noting(events, { done: true }));
    },
  });
}

describe("the route runner", () => {
  it("sends the status and body the handler returns, given the params, the parsed query and the body", async () => {
    const route = defineRoute({
      ...DOCUMENTATION,
      method: "post",
      path: "/things/:id",
      query: z.object({ size: z.string().transform(Number).optional() }),
      handler: ({ params, query, body }) => created({ id: params.id, size: query.size, body }),
    });
    const response = await appWith(route, []).post("/things/t-1?size=3&size=4").send({ name: "Ada" }).expect(201);
    expect(response.body).toEqual({ id: "t-1", size: 3, body: { name: "Ada" } });
  });

  it("answers a query the route's schema refuses as a 400, without running the handler", async () => {
    const events: string[] = [];
    const route = defineRoute({
      ...DOCUMENTATION,
      method: "get",
      path: "/things",
      query: z.object({ size: z.string().regex(/^\d+$/, "size must be a whole number").optional() }),
      handler: () => (events.push("handled"), ok({})),
    });
    const response = await appWith(route, events).get("/things?size=big").expect(400);
    expect([response.text, events]).toEqual(["size must be a whole number", []]);
  });

  it("streams a download as an attachment that is never cached", async () => {
    async function* chunks() {
      yield "Name\r\n";
      yield new TextEncoder().encode("Ada\r\n");
    }
    const route = defineRoute({
      ...DOCUMENTATION,
      method: "get",
      path: "/things.csv",
      handler: () => download("csv", { filename: "things.csv", chunks: chunks() }),
    });
    const response = await appWith(route, []).get("/things.csv").expect(200);
    expect([
      response.headers["content-type"],
      response.headers["content-disposition"],
      response.headers["cache-control"],
      response.text,
    ]).toEqual(["text/csv; charset=utf-8", "attachment; filename=things.csv", "no-store", "Name\r\nAda\r\n"]);
  });

  it("remembers the writes of every method but GET, after the handler and before the answer", async () => {
    for (const method of ["post", "put", "patch", "delete"] as const) {
      const events: string[] = [];
      await appWith(echoRoute(method, events), events)[method]("/things/1").expect(200);
      expect(events, method).toEqual(["handled", "writes remembered", "answer sent"]);
    }
  });

  it("remembers no writes after a GET, unless the route declares that it writes", async () => {
    const reading: string[] = [];
    await appWith(echoRoute("get", reading), reading).get("/things/1").expect(200);
    expect(reading).toEqual(["handled", "answer sent"]);

    const writing: string[] = [];
    await appWith(echoRoute("get", writing, true), writing)
      .get("/things/1")
      .expect(200);
    expect(writing).toEqual(["handled", "writes remembered", "answer sent"]);
  });

  it("leaves access to the service the handler calls: the runner checks it no second time", async () => {
    const route = defineRoute({
      ...DOCUMENTATION,
      access: "workspace",
      method: "get",
      path: "/things",
      handler: () => ok({ served: true }),
    });
    const response = await appWith(route, []).get("/things").expect(200);
    expect(response.body).toEqual({ served: true });
  });

  it("refuses a caller the route's access excludes before telling them their query is wrong", async () => {
    const route = defineRoute({
      ...DOCUMENTATION,
      access: "workspace",
      method: "get",
      path: "/things",
      query: z.object({ size: z.string().regex(/^\d+$/, "size must be a whole number").optional() }),
      handler: () => ok({}),
    });
    const response = await appWith(route, []).get("/things?size=big").expect(401);
    expect(response.text).toBe("Not signed in");
  });

  it("remembers no writes when the handler fails: the error is answered as usual", async () => {
    const events: string[] = [];
    const route = defineRoute({
      ...DOCUMENTATION,
      method: "post",
      path: "/things",
      handler: () => {
        throw new ValidationError("Name is required");
      },
    });
    const response = await appWith(route, events).post("/things").send({}).expect(400);
    expect([response.text, events]).toEqual(["Name is required", []]);
  });
});
