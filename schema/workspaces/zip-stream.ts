import { strToU8, Zip, ZipDeflate } from "fflate";

/** A file of the archive: its name and its text, produced piece by piece when the archive reaches it. */
export type ZipEntry = { name: string; text: () => AsyncIterable<string> };

/**
 * A zip archive as a stream of bytes: each file is read, compressed and handed out piece by piece, one
 * file after another, so neither the files nor the archive are ever whole in memory. The consumer's pace
 * sets the reading's: nothing more is read until the bytes made so far are taken.
 */
export async function* zipChunks(entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const failure: { error: Error | null } = { error: null };
  const zip = new Zip((error, chunk) => {
    if (error) failure.error = error;
    else ready.push(chunk);
  });
  function* take() {
    if (failure.error) throw failure.error;
    yield* ready.splice(0);
  }
  for (const { name, text } of entries) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for await (const piece of text()) {
      file.push(strToU8(piece));
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}
