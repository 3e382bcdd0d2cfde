import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { pino, type DestinationStream, type Logger } from "pino";

/** The id of the request being served, wherever in its async work a line is logged. */
const requestIds = new AsyncLocalStorage<string>();

/** An id a proxy in front (HAProxy's unique-id) may pass on; anything else could forge or flood log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming X-Request-Id when it is a safe token, so one id follows a request through the proxy; else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Runs `serve` (a request's handling) so that every line logged during it carries `reqId`. */
export function withRequestId<Result>(id: string, serve: () => Result): Result {
  return requestIds.run(id, serve);
}

/**
 * The one logger. JSON lines for machines (log collectors, the end-to-end tests), readable lines when
 * a person runs the server in a terminal. Lines logged while a request is served carry its id, also
 * those of services that log through this root logger rather than the request's.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    mixin: () => {
      const reqId = requestIds.getStore();
      return reqId === undefined ? {} : { reqId };
    },
  };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    transport: process.stdout.isTTY
      ? { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } }
      : undefined,
  });
}
