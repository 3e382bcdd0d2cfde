import { expect, test, type Locator, type Page } from "@playwright/test";
import { untilStill } from "./support/antd.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { VIEWPORTS } from "./support/pages.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// Everything works from the keyboard alone, on the public site, in the shell and in the admin's pages: focus is visible, the sidebar and its menus
// are reachable, and dialogs keep focus inside while open and give it back when closed.

test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Whether the focused element is drawn with a focus ring (an outline or a box shadow). */
function focusRingShown(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return false;
    const style = getComputedStyle(focused);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== "none";
  });
}

const focusIsInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

// Tab from a dialog's last control leaves the page for the browser's own toolbar (the page then has
// no focused element), and the next Tab comes back to the dialog's first: never to what is behind it.
const focusIsNotBehind = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);

test("the workspace menu, the sidebar's links and the user menu are reached with Tab, with a visible focus ring", async ({
  page,
}) => {
  await signUpAndSignIn(page, "keyboard-desktop");
  await page.goto("/dashboard");
  const brand = page.locator(".sidebar-brand");
  await tabTo(page, brand);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  const create = page.getByRole("menuitem", { name: "Create workspace" });
  await expect(create).toBeVisible();
  // Tab takes focus from the button into its open menu.
  await page.keyboard.press("Tab");
  expect(await focusIsInside(page.getByRole("menu").filter({ has: create }))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(create).toBeHidden();
  await expect(brand).toBeFocused();

  const nav = page.getByRole("navigation", { name: "Main" });
  const customers = nav.getByRole("link", { name: "Customers" });
  await tabTo(page, customers);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/customers$/);

  const userButton = page.locator(".sidebar-user");
  await tabTo(page, userButton);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  const logOut = page.getByRole("menuitem", { name: "Log out" });
  await expect(logOut).toBeVisible();
  await page.keyboard.press("Tab");
  expect(await focusIsInside(page.getByRole("menu").filter({ has: logOut }))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(logOut).toBeHidden();
  await expect(userButton).toBeFocused();
});

test("the import dialog keeps focus inside while open and gives it back to its button", async ({ page }) => {
  await signUpAndSignIn(page, "keyboard-dialog");
  await page.goto("/customers");
  const importButton = page.getByRole("button", { name: "Import" });
  await tabTo(page, importButton);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Import Customers" });
  await untilStill(dialog);
  expect(await focusIsInside(dialog)).toBe(true);
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press("Tab");
    expect(await focusIsNotBehind(dialog), `after ${press + 1} presses of Tab`).toBe(true);
  }
  if (!(await focusIsInside(dialog))) await page.keyboard.press("Tab");
  expect(await focusIsInside(dialog)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(importButton).toBeFocused();
});

test("the search box opens the palette from the keyboard, which keeps focus inside and gives it back", async ({
  page,
}) => {
  await signUpAndSignIn(page, "keyboard-palette");
  await page.goto("/customers");
  const searchBox = page.getByRole("textbox", { name: "Search customers, companies" });
  await tabTo(page, searchBox);
  // The box's wrapper (with its icon and shortcut hint) draws the ring around the focused input. antd
  // transitions all of the wrapper's properties, so the ring's width eases from the initial 3px to its own.
  const ring = () =>
    page
      .locator(".global-search")
      .evaluate(
        (element) => getComputedStyle(element).outlineStyle !== "none" && getComputedStyle(element).outlineWidth,
      );
  await expect.poll(ring).toBe("2px");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await untilStill(dialog);
  await expect(dialog.getByRole("combobox")).toBeFocused();
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press("Tab");
    expect(await focusIsNotBehind(dialog), `after ${press + 1} presses of Tab`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(searchBox).toBeFocused();

  // Typing in the box carries the text into the palette; Ctrl+K opens it from anywhere else.
  await page.keyboard.type("sar");
  await expect(dialog.getByRole("combobox")).toHaveValue("sar");
  await page.keyboard.press("Escape");
  await expect(searchBox).toBeFocused();
  const importButton = page.getByRole("button", { name: "Import" });
  await tabTo(page, importButton);
  await page.keyboard.press("Control+k");
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(importButton).toBeFocused();
  // A touch screen (no hover, a coarse pointer) has no keyboard to press the shortcut with: no hint.
  const hint = page.locator(".global-search-shortcut");
  await expect(hint).toBeVisible();
  const browser = await page.context().newCDPSession(page);
  await browser.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
  await expect(hint).toBeHidden();
});

test("on a 375 px screen the sidebar opens from the keyboard, holds focus and gives it back", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS["375 px"]);
  await signUpAndSignIn(page, "keyboard-phone");
  await page.goto("/dashboard");
  const toggle = page.getByRole("button", { name: "Toggle sidebar" });
  await tabTo(page, toggle);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog");
  await untilStill(drawer);
  await tabTo(page, drawer.getByRole("link", { name: "Tasks" }));
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press("Tab");
    expect(await focusIsNotBehind(drawer), `after ${press + 1} presses of Tab`).toBe(true);
  }
  if (!(await focusIsInside(drawer))) await page.keyboard.press("Tab");
  expect(await focusIsInside(drawer)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("on the public site the header's links, Watch Demo and its dialog work from the keyboard", async ({ page }) => {
  await page.route(/youtube/, (route) => route.abort());
  await page.goto("/");
  const pricing = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
  await tabTo(page, pricing);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.getByRole("heading", { name: "Simple, Transparent Pricing" })).toBeInViewport();

  await page.goto("/");
  const watchDemo = page.getByRole("button", { name: "Watch Demo" });
  await tabTo(page, watchDemo);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await focusIsInside(dialog)).toBe(true);
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press("Tab");
    expect(await focusIsNotBehind(dialog), `after ${press + 1} presses of Tab`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(watchDemo).toBeFocused();
});

test("on a 375 px screen the public menu opens from the keyboard and Escape gives focus back to its button", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS["375 px"]);
  await page.goto("/about");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, menuButton);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  const signUp = page.getByRole("link", { name: "Sign Up" });
  await expect(signUp).toBeVisible();
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }));
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(signUp).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the site admin signs in, opens an editor and logs out with the keyboard alone", async ({ page }) => {
  await page.goto("/admin/login");
  const username = page.getByLabel("Username");
  await tabTo(page, username);
  await page.keyboard.type(E2E_ADMIN.username);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const settingsCard = page.getByRole("link", { name: /Site Settings/ });
  await tabTo(page, settingsCard);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await tabTo(page, page.getByLabel("Company Name"));
  expect(await focusRingShown(page)).toBe(true);

  await page.goto("/admin/dashboard");
  const logOut = page.getByRole("button", { name: "Log out" });
  await tabTo(page, logOut);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
