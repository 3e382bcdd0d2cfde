import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientError, HEADERS_TOO_LARGE_MESSAGE, MALFORMED_REQUEST_MESSAGE } from "./client-errors.ts";
import { SERVER_TIMEOUTS } from "./server-timeouts.ts";

let server: Server;

beforeAll(async () => {
  server = createServer(SERVER_TIMEOUTS, (_req, res) => res.end("ok"));
  server.on("clientError", answerClientError);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
});
afterAll(() => server.close());

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
async function exchange(raw: string): Promise<string> {
  const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  await once(socket, "connect");
  socket.write(raw);
  await once(socket, "close");
  return answer;
}

function expected(status: string, message: string): string {
  return (
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
    `Content-Length: ${message.length}\r\nConnection: close\r\n\r\n${message}`
  );
}

describe("requests Node's HTTP parser refuses", () => {
  it("answers a URL over the header limit with 431 and a message saying so, then closes", async () => {
    const answer = await exchange(`GET /api/customers?search=${"x".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toBe(expected("431 Request Header Fields Too Large", HEADERS_TOO_LARGE_MESSAGE));
    expect(HEADERS_TOO_LARGE_MESSAGE).toBe("The request's URL and headers must be under 16 kB in all");
  });

  it("answers bytes that are not HTTP with 400 and a message, then closes", async () => {
    expect(await exchange("HELLO\r\n\r\n")).toBe(expected("400 Bad Request", MALFORMED_REQUEST_MESSAGE));
  });
});
