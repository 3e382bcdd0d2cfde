import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";

/** Clicks the screen's Export link and reads back the file the browser saves, line by line. */
export async function downloadExport(page: Page): Promise<{ filename: string; lines: string[] }> {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export" }).click();
  const file = await download;
  return { filename: file.suggestedFilename(), lines: (await readFile(await file.path(), "utf8")).split("\r\n") };
}
