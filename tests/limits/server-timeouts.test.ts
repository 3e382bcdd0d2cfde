import { once } from "node:events";
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { SERVER_TIMEOUTS } from "#gateway/server-timeouts.ts";

describe("server timeouts", () => {
  it("closes a connection whose headers trickle in for longer than the headers timeout", async () => {
    const server = createServer(SERVER_TIMEOUTS, (_req, res) => res.end("ok"));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      // The server may reset the connection while a header line is still on its way: that ends it too.
      const closed = new Promise((resolve) => socket.on("close", resolve));
      socket.on("error", () => {});
      await once(socket, "connect");
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
      // A header line every 2 s, as a slowloris sends them, never the blank line that ends them.
      const trickle = setInterval(() => socket.write("X-Slow: 1\r\n"), 2_000);
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      await closed;
      clearInterval(trickle);
      // Node's own default would hold the connection for a minute, past this test's 30 s. The server
      // answers 408 and drops the connection; with header lines still arriving the drop is a reset,
      // which can overtake the 408 on its way.
      expect(answer === "" || answer.startsWith("HTTP/1.1 408 Request Timeout")).toBe(true);
    } finally {
      server.close();
    }
  }, 30_000);
});
