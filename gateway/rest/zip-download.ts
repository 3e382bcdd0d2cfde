import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";

export type ZipDownload = { filename: string; chunks: AsyncIterable<Uint8Array> };

/**
 * Streams a zip as a download with backpressure: the archive is made as fast as the client takes it,
 * and never sits whole in memory. An error after the first byte can only cut the download short (the
 * status is already sent), so it is logged here; refusals are thrown before, by the service.
 */
export async function sendZip(res: Response, { filename, chunks }: ZipDownload) {
  res.status(200);
  res.type("application/zip");
  res.attachment(filename);
  res.setHeader("Cache-Control", "no-store");
  try {
    await pipeline(Readable.from(chunks), res);
  } catch (error) {
    res.req.log.error({ err: error }, "a workspace export was cut short");
  }
}
