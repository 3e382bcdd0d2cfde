import { expect, type Locator, type Page } from "@playwright/test";

/** The search palette's dialog. */
export function palette(page: Page): Locator {
  return page.getByRole("dialog", { name: "Search" });
}

/** The palette's option the input points at (aria-activedescendant): the one Enter opens. */
export function activeOption(page: Page): Locator {
  return palette(page).locator("[role=option][aria-selected=true]");
}

/** Types into the top bar's search box, which opens the palette with the text, and clicks a result. */
export async function searchAndOpen(page: Page, text: string, option: string | RegExp) {
  await page.getByPlaceholder("Search customers, companies...").fill(text);
  await expect(palette(page)).toBeVisible();
  await palette(page).getByRole("option", { name: option }).first().click();
  await expect(palette(page)).toBeHidden();
}
