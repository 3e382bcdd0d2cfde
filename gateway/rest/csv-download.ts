import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import type { CsvDownload } from "../../schema/csv/csv-export.ts";

/**
 * Streams a CSV as a download, chunk by chunk with backpressure: a large list never sits in memory.
 * An error after the first byte can only cut the download short (the status is already sent), so it
 * is logged here; input errors are thrown before, by the service, and answered as usual.
 */
export async function sendCsv(res: Response, { filename, chunks }: CsvDownload) {
  res.status(200);
  res.type("text/csv; charset=utf-8");
  res.attachment(filename);
  res.setHeader("Cache-Control", "no-store");
  try {
    await pipeline(Readable.from(chunks), res);
  } catch (error) {
    res.req.log.error({ err: error }, "a CSV download was cut short");
  }
}
