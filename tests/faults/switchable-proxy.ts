import net from "node:net";

export type SwitchableProxy = {
  /** `url` with its host and port replaced by the proxy's. */
  url: string;
  /** Refuses new connections and cuts the open ones, as a stopped database server does. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** A TCP proxy in front of a database, to take it away and give it back without touching the server itself. */
export async function startSwitchableProxy(targetUrl: string): Promise<SwitchableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let server = await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  function listen(onPort: number): Promise<net.Server> {
    const listening = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(onPort, "127.0.0.1", () => resolve(listening));
    });
  }

  const cut = async () => {
    await new Promise((resolve) => {
      server.close(resolve);
      for (const socket of sockets) socket.destroy();
    });
  };
  const url = new URL(targetUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cut,
    async restore() {
      server = await listen(port);
    },
    close: cut,
  };
}
