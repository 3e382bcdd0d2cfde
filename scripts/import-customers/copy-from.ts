import { once } from "node:events";
import type { Readable, Duplex } from "node:stream";
import type pg from "pg";

/** The parts of pg's connection a COPY FROM STDIN uses (pg has them; its types do not list them all). */
type CopyConnection = {
  stream: Duplex;
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
};

/**
 * Runs `COPY … FROM STDIN` fed from a stream, through the hooks pg gives a custom query (what the
 * pg-copy-streams package does, in the few lines this needs), waiting for the socket to drain so
 * a large file never piles up in memory. Resolves with the number of rows copied.
 */
export function copyFrom(client: pg.ClientBase, sql: string, source: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let copied = 0;
    const copy = {
      submit(connection: unknown) {
        (connection as CopyConnection).query(sql);
      },
      handleCopyInResponse(connection: CopyConnection) {
        void (async () => {
          try {
            for await (const chunk of source) {
              if (failed) return;
              connection.sendCopyFromChunk(chunk as Buffer);
              if (connection.stream.writableNeedDrain) await once(connection.stream, "drain");
            }
            connection.endCopyFrom();
          } catch (error) {
            connection.sendCopyFail(error instanceof Error ? error.message : String(error));
          }
        })();
      },
      handleCommandComplete(message: { text?: string }) {
        copied = Number(message.text?.split(" ")[1] ?? 0);
      },
      // pg drops a query on its error, before the server's ReadyForQuery: the error ends the copy.
      handleError(error: Error) {
        failed = true;
        source.destroy();
        reject(error);
      },
      handleReadyForQuery() {
        resolve(copied);
      },
    };
    client.query(copy);
  });
}
