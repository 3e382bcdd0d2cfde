import { describe, expect, it } from "vitest";
import { csvText, jsonText } from "./export-files.ts";

async function text(pieces: AsyncIterable<string>): Promise<string> {
  let all = "";
  for await (const piece of pieces) all += piece;
  return all;
}

async function* pages<T>(...list: T[][]) {
  yield* list;
}

describe("csvText", () => {
  it("takes its header from the first object's keys and joins the pages with CRLF", async () => {
    const csv = await text(csvText(pages([{ id: 1, name: "@home" }], [], [{ id: 2, name: "a,b" }])));
    expect(csv).toBe('id,name\r\n1,\'@home\r\n2,"a,b"');
  });

  it("writes nothing for no rows", async () => {
    expect(await text(csvText(pages<object>([], [])))).toBe("");
  });
});

describe("jsonText", () => {
  it("writes what JSON.stringify(value, null, 2) writes, the arrays page by page", async () => {
    const fixed = { exportedAt: new Date("2026-11-27T00:00:00.000Z"), workspace: { name: "W", tags: [] } };
    const customers: object[][] = [[{ id: "a", note: "x\ny" }], [{ id: "b", nested: { deep: [1, 2] } }]];
    const json = await text(
      jsonText(fixed, [
        ["customers", () => pages(...customers)],
        ["deals", () => pages<object>()],
      ]),
    );
    expect(json).toBe(JSON.stringify({ ...fixed, customers: customers.flat(), deals: [] }, null, 2));
  });
});
