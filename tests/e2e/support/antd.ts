import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until a dialog or menu has finished its opening animation: antd zooms a dialog in from the
 * last click, so a click aimed too early lands where the button was a moment before.
 */
export async function untilStill(locator: Locator) {
  await expect(async () => {
    const before = await locator.boundingBox();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await locator.boundingBox()).toEqual(before);
  }).toPass();
}

/** Clicks an option in the open dropdown of an antd select. */
export async function pickOption(page: Page, option: string | RegExp) {
  const item = page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first();
  await untilStill(item);
  await item.click();
}

/** Opens an antd select by its label and picks the option showing `option`. */
export async function choose(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByLabel(label).click();
  await pickOption(page, option);
}

/** Presses a button of the open confirmation dialog once its opening animation has finished. */
export async function confirmInDialog(page: Page, button: string) {
  const dialog = page.getByRole("dialog");
  await untilStill(dialog);
  await dialog.getByRole("button", { name: button, exact: true }).click();
}
