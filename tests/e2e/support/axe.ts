import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { VIEWPORTS } from "./pages.ts";

/** The WCAG levels every scan holds the pages to. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe's serious and critical WCAG 2.1 A/AA findings on the page as shown, once its animations are over. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Off every control: a link left under the pointer by the click before (on the page that opened
  // since) would be scanned in its hover colours.
  await page.mouse.move(0, 0);
  // antd fades pages and dialogs in; colours measured mid-fade would be wrong either way. Its motions
  // (rc-motion) go by classes: between "-appear-start" (opacity 0, no transition yet) and "-appear-active"
  // no animation runs, so a notification about to fade in must be waited for by its classes too.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== "running") &&
      !document.querySelector(
        ["appear", "enter", "leave"]
          .flatMap((phase) => [
            `[class*="-${phase}-start"]`,
            `[class*="-${phase}-active"]`,
            `[class*="-${phase}-prepare"]`,
          ])
          .join(", "),
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (a button's accessible name contains its visible text) is still "experimental" in
    // axe, which leaves it out of a tag selection unless it is asked for by name. Only violations are
    // read, so axe need not describe what passed.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .withTags(WCAG_21_AA)
    // axe's default gathers its results in a blank page it opens and loads itself into per scan; our
    // pages have no cross-origin frame, for which alone that is needed.
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * The serious findings on a state only a flow reaches (a step, a dialog), on a desktop and at 375 px,
 * where the page must also be no wider than the screen. The accessibility spec scans the pages as they open.
 */
export async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const [screen, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    problems.push(...(await seriousViolations(page)).map((violation) => `${screen} ${violation}`));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${screen}: wider than the screen by ${overflow} px`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  return problems;
}
