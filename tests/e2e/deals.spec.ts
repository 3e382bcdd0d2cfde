import { expect, test, type Locator, type Page } from "@playwright/test";
import { choose, untilStill } from "./support/antd.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// The deals board as a person works it: a card dragged with the mouse, or moved with the keyboard
// alone, lands in the stage it was dropped in and is still there after a reload.

function column(page: Page, stage: string): Locator {
  return page.getByRole("list", { name: `${stage} deals` });
}

/** Opens a folded column (Won, Lost), whose cards are hidden behind its count and value. */
async function openColumn(page: Page, stage: string) {
  await page.getByRole("region", { name: stage, exact: true }).getByRole("button", { name: "Show deals" }).click();
}

function card(page: Page, stage: string, title: string): Locator {
  return column(page, stage).getByRole("article", { name: title });
}

/** Opens the board through the sidebar and narrows it to one sample deal (waiting for the narrowed board). */
async function boardShowing(page: Page, search: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await page.getByLabel("Search deals").fill(search);
  await expect(page).toHaveURL(new RegExp(`/deals\\?q=${encodeURIComponent(search).replace(/%20/g, "(\\+|%20)")}$`));
  await expect(page.getByRole("region", { name: "Deals board" }).getByRole("article")).toHaveCount(1);
}

/** Drags with the mouse as a person does: press, travel in small steps, release over the target. */
async function drag(page: Page, from: Locator, to: Locator) {
  // The board scrolls sideways on a laptop's screen: first bring the target column into view.
  await to.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("the card or the column is not on screen");
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 30), { steps: 20 });
  await page.mouse.up();
}

test("a deal dragged to another stage stays there after a reload, noted on its customer", async ({ page }) => {
  await signUpAndSignIn(page, "deal-drag");
  // On a 1440 px screen the whole board fits, and its column headers stay in view as the page scrolls.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/deals");
  const headers = ["Qualified", "Proposal", "Negotiation", "Closed Won", "Closed Lost"].map((stage) =>
    page.getByRole("region", { name: stage, exact: true }).getByRole("heading", { name: stage }),
  );
  for (const header of headers) await expect(header).toBeInViewport({ ratio: 1 });
  await expect(column(page, "Proposal").getByRole("article")).toHaveCount(10);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(headers[1]!).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 720 });
  await boardShowing(page, "Innovate Labs");
  const deal = card(page, "Proposal", "Innovate Labs API pilot");
  await expect(deal).toContainText("Michael Chen");
  await expect(deal).toContainText("$8,500");
  await expect(column(page, "Negotiation").getByRole("article")).toHaveCount(0);

  await drag(page, deal, column(page, "Negotiation"));

  await expect(card(page, "Negotiation", "Innovate Labs API pilot")).toBeVisible();
  await expect(column(page, "Proposal").getByRole("article")).toHaveCount(0);
  await page.reload();
  await expect(card(page, "Negotiation", "Innovate Labs API pilot")).toBeVisible();
  await expect(column(page, "Proposal").getByRole("article")).toHaveCount(0);

  await card(page, "Negotiation", "Innovate Labs API pilot")
    .getByRole("link", { name: "Innovate Labs API pilot" })
    .click();
  const panel = page.getByRole("dialog", { name: "Innovate Labs API pilot" });
  await expect(panel).toContainText("Negotiation");
  await panel.getByRole("link", { name: "Michael Chen" }).click();
  await expect(page.getByText("Stage changed from Proposal to Negotiation")).toBeVisible();
});

test("a deal moved with the keyboard alone stays in its new stage after a reload", async ({ page }) => {
  await signUpAndSignIn(page, "deal-keys");
  await boardShowing(page, "Digital Ventures");
  const handle = card(page, "Qualified", "Digital Ventures discovery").getByRole("button", {
    name: "Move Digital Ventures discovery",
  });

  await handle.focus();
  await page.keyboard.press("Space");
  // Arrow keys move the card once the board has picked it up and says where it is (a busy machine may
  // take a moment).
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Digital Ventures discovery is over position 1 in Qualified.")).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(card(page, "Proposal", "Digital Ventures discovery")).toBeVisible();
  await page.keyboard.press("Space");

  await expect(column(page, "Qualified").getByRole("article")).toHaveCount(0);
  await expect(card(page, "Proposal", "Digital Ventures discovery")).toBeVisible();
  await page.reload();
  await expect(card(page, "Proposal", "Digital Ventures discovery")).toBeVisible();
  await expect(column(page, "Qualified").getByRole("article")).toHaveCount(0);
});

test("closing a deal asks for its close date (and, lost, the reason); cancelling leaves it where it was", async ({
  page,
}) => {
  await signUpAndSignIn(page, "deal-close");
  await boardShowing(page, "TechCorp platform");
  const deal = card(page, "Negotiation", "TechCorp platform renewal");

  await drag(page, deal, column(page, "Closed Won"));
  const dialog = page.getByRole("dialog", { name: "Close as won" });
  await untilStill(dialog);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Negotiation", "TechCorp platform renewal")).toBeVisible();

  await drag(page, deal, column(page, "Closed Won"));
  await untilStill(dialog);
  await expect(dialog.getByLabel("Close date *")).not.toHaveValue("");
  await dialog.getByRole("button", { name: "Close as won" }).click();
  // Won is folded: the card counts there without showing.
  await expect(page.getByRole("region", { name: "Closed Won", exact: true }).getByLabel("1 deals")).toBeVisible();
  await page.reload();
  await openColumn(page, "Closed Won");
  const won = card(page, "Closed Won", "TechCorp platform renewal");
  await expect(won).toBeVisible();

  await drag(page, won, column(page, "Closed Lost"));
  const lostDialog = page.getByRole("dialog", { name: "Close as lost" });
  await untilStill(lostDialog);
  await lostDialog.getByRole("button", { name: "Close as lost" }).click();
  await expect(lostDialog.getByText("Reason is required")).toBeVisible();
  await choose(page, lostDialog, "Reason *", "Chose a competitor");
  await lostDialog.getByLabel("Note").fill("Went with a cheaper vendor");
  await lostDialog.getByRole("button", { name: "Close as lost" }).click();
  await expect(lostDialog).toBeHidden();
  await openColumn(page, "Closed Lost");
  await card(page, "Closed Lost", "TechCorp platform renewal")
    .getByRole("link", { name: "TechCorp platform renewal" })
    .click();
  await expect(page.getByRole("dialog", { name: "TechCorp platform renewal" })).toContainText(
    "Chose a competitorWent with a cheaper vendor",
  );
});
