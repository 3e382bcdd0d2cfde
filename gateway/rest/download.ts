import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";

/** A file made as the client takes it: CSV lists and the workspace's zip. */
export type Download = { filename: string; chunks: AsyncIterable<Uint8Array | string> };

const CONTENT_TYPES = { csv: "text/csv; charset=utf-8", zip: "application/zip" } as const;

/**
 * Streams a download chunk by chunk with backpressure: a large list or archive never sits whole in
 * memory. An error after the first byte can only cut the download short (the status is already sent),
 * so it is logged here; refusals and input errors are thrown before, by the service, and answered as usual.
 */
export async function sendDownload(res: Response, kind: keyof typeof CONTENT_TYPES, { filename, chunks }: Download) {
  res.status(200);
  res.type(CONTENT_TYPES[kind]);
  res.attachment(filename);
  res.setHeader("Cache-Control", "no-store");
  try {
    await pipeline(Readable.from(chunks), res);
  } catch (error) {
    res.req.log.error({ err: error }, `a ${kind} download was cut short`);
  }
}
