import type { StreamResult } from "./route.ts";

/** A file made as the client takes it: CSV lists and the workspace's zip. */
export type Download = { filename: string; chunks: AsyncIterable<Uint8Array | string> };

const CONTENT_TYPES = { csv: "text/csv; charset=utf-8", zip: "application/zip" } as const;

/** A download as a route returns it: the runner streams it (see route-runner.ts). */
export function download(kind: keyof typeof CONTENT_TYPES, { filename, chunks }: Download): StreamResult {
  return { status: 200, stream: chunks, contentType: CONTENT_TYPES[kind], filename };
}
