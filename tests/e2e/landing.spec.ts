import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.ts";

type PublicContent = {
  hero: { badge: string; heading: string; subheading: string; description: string; videoUrl: string };
  siteSettings: { companyName: string; companyEmail: string; companyPhone: string; companyAddress: string };
};

/** What the server holds now (other suites edit it too), read the way any client can. */
async function publicContent(request: APIRequestContext): Promise<PublicContent> {
  const response = await request.post("/graphql", {
    headers: { "Content-Type": "application/json" },
    data: {
      query:
        "{ hero { badge heading subheading description videoUrl } siteSettings { companyName companyEmail companyPhone companyAddress } }",
    },
  });
  return ((await response.json()) as { data: PublicContent }).data;
}

async function saveHero(page: Page, fields: Partial<Record<"Main Heading" | "Demo Video URL", string>>) {
  await page.goto("/admin/hero");
  await expect(page.getByLabel("Main Heading")).not.toHaveValue("");
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Hero content updated successfully")).toBeVisible();
}

async function saveCompanyName(page: Page, companyName: string) {
  await page.goto("/admin/settings");
  await expect(page.getByLabel("Company Name")).not.toHaveValue("");
  await page.getByLabel("Company Name").fill(companyName);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings updated successfully")).toBeVisible();
}

test("the landing page shows the server's hero, the numbers, 8 integrations, 3 plans and an FAQ", async ({
  page,
  request,
}) => {
  const { hero, siteSettings } = await publicContent(request);
  const graphqlRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/graphql")) graphqlRequests.push(sent.url());
  });

  await page.goto("/");
  await expect(page).toHaveTitle("Bramble CRM — The CRM for Sales and Support Teams");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /14-day free trial/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${hero.heading} ${hero.subheading}`);
  await expect(page.getByText(hero.badge, { exact: true })).toBeVisible();
  await expect(page.getByText(hero.description, { exact: true })).toBeVisible();
  for (const assurance of ["No credit card required", "14-day free trial", "Cancel anytime"]) {
    await expect(page.getByRole("main").getByText(assurance, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/register");

  for (const [value, label] of [
    ["50,000+", "Active Users"],
    ["2.5M+", "Deals Closed"],
    ["98%", "Satisfaction Rate"],
    ["120+", "Countries"],
  ]) {
    await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
  }

  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  const integrations = page.getByRole("region", { name: "Works With the Tools You Already Use" });
  // The header's logo and last button, and the footer, line up with the content's edges; the header's links
  // and buttons share one size.
  const header = page.getByRole("banner");
  const [logo, signUp, content, footerName] = await Promise.all([
    header.getByRole("link").first().boundingBox(),
    header.getByRole("link", { name: "Sign Up" }).boundingBox(),
    integrations.getByRole("list").boundingBox(),
    page.getByRole("contentinfo").getByText(siteSettings.companyName, { exact: true }).boundingBox(),
  ]);
  expect([logo?.x, (signUp?.x ?? 0) + (signUp?.width ?? 0), footerName?.x]).toEqual([
    content?.x,
    (content?.x ?? 0) + (content?.width ?? 0),
    content?.x,
  ]);
  const navLink = header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
  await expect(navLink).toHaveCSS("font-size", "14px");
  await expect(header.getByRole("link", { name: "Log In" })).toHaveCSS("font-size", "14px");
  await expect(integrations.getByRole("link", { name: "How to connect Zapier" })).toHaveAttribute(
    "href",
    "/help-center/connect-zapier",
  );
  await expect(integrations.getByRole("heading", { level: 3 })).toHaveText([
    "Gmail",
    "Trello",
    "Slack",
    "Zoom",
    "Google Calendar",
    "Mailchimp",
    "Zapier",
    "Stripe",
  ]);

  const pricing = page.getByRole("region", { name: "Simple, Transparent Pricing" });
  await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(["Starter", "Professional", "Enterprise"]);
  await expect(pricing.getByText("Most Popular")).toBeVisible();
  for (const price of ["$29", "$79", "$199"]) await expect(pricing.getByText(price, { exact: true })).toBeVisible();
  await pricing.getByRole("switch", { name: "Annual billing" }).click();
  await expect(pricing.getByText("$23.20", { exact: true })).toBeVisible();
  await expect(pricing.getByText("Billed $278.40 per year, you save $69.60")).toBeVisible();
  await expect(pricing.getByRole("link", { name: "Start free trial of the Professional plan" })).toHaveAttribute(
    "href",
    "/register",
  );

  const question = page.getByRole("button", { name: "Can I change plans later?" });
  await question.click();
  await expect(page.getByText("Plan changes are prorated, so you only pay the difference")).toBeVisible();
  await expect(question).toHaveAttribute("aria-expanded", "true");

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(siteSettings.companyName, { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: siteSettings.companyEmail })).toHaveAttribute(
    "href",
    `mailto:${siteSettings.companyEmail}`,
  );
  for (const path of ["/about", "/careers", "/contact", "/privacy", "/terms", "/refund", "/cookies"]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  for (const path of ["/help-center", "/documentation", "/api-reference", "#features", "#pricing", "#testimonials"]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }

  expect(graphqlRequests).toEqual([]);
});

test("the header's section links scroll to their sections, also when arriving from another page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [link, section] of [
    ["Features", "#features"],
    ["Pricing", "#pricing"],
    ["Testimonials", "#testimonials"],
  ] as const) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`/${section}$`));
    await expect(page.locator(section)).toBeInViewport();
  }

  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testimonials" }).click();
  await expect(page).toHaveURL(/\/#testimonials$/);
  await expect(page.getByRole("heading", { name: "Loved by Sales and Support Teams" })).toBeInViewport();

  await page.goto("/#pricing");
  await expect(page.getByRole("heading", { name: "Simple, Transparent Pricing" })).toBeInViewport();
});

test("Watch Demo plays the admin's YouTube link through YouTube's privacy-enhanced player", async ({ page }) => {
  await page.route(/youtube/, (route) => route.abort());
  await signInAsAdmin(page);
  await saveHero(page, { "Demo Video URL": "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });

  await page.goto("/");
  await page.getByRole("button", { name: "Watch Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "See Our CRM in Action" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("an admin's hero heading and company name show on the landing page after a reload", async ({ page, request }) => {
  const before = await publicContent(request);
  await signInAsAdmin(page);
  await saveHero(page, { "Main Heading": "Every Customer, One Timeline" });
  await saveCompanyName(page, "Larkspur CRM");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Every Customer, One Timeline");
  await expect(page.getByRole("banner").getByRole("link", { name: "Larkspur CRM" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("Larkspur CRM", { exact: true })).toBeVisible();

  await saveHero(page, { "Main Heading": before.hero.heading });
  await saveCompanyName(page, before.siteSettings.companyName);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page's text shows: the server renders it", async ({ page, request }) => {
    const { hero, siteSettings } = await publicContent(request);
    await page.goto("/");
    await expect(page).toHaveTitle("Bramble CRM — The CRM for Sales and Support Teams");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${hero.heading} ${hero.subheading}`);
    await expect(page.getByText(hero.description, { exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: siteSettings.companyName })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("heading", { name: "Simple, Transparent Pricing" })).toBeVisible();
    await expect(page.getByText("Billed monthly").first()).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(siteSettings.companyName, { exact: true })).toBeVisible();
  });
});

test("the page hydrates without a console error or warning, also when the server's theme was not the visitor's", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));

  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // The server renders the light theme's label; once hydrated, the page names the theme it shows.
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  const question = page.getByRole("button", { name: "Is my data secure?" });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Your data travels encrypted, passwords are kept only as salted hashes")).toBeVisible();

  expect(problems).toEqual([]);
});

test("the landing page's links open the app's pages, and Back returns to it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole("region", { name: "Ready to Grow Your Customer Relationships?" })
    .getByRole("link", { name: "Talk to Sales" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the chosen theme is applied before the page renders and survives a reload", async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") {
        sessionStorage.setItem("themeBeforeScripts", document.documentElement.className);
      }
    });
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => sessionStorage.getItem("themeBeforeScripts"))).toContain("dark");
  const background = await page
    .locator(".public-layout")
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe("rgb(20, 20, 20)");

  // The app's pages apply it before their scripts run too.
  await page.evaluate(() => sessionStorage.removeItem("themeBeforeScripts"));
  await page.goto("/about");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("themeBeforeScripts"))).toContain("dark");

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("on a 375 px wide screen the links sit behind the menu button and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(375);

  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Pricing" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  for (const link of ["Home", "Features", "Pricing", "Testimonials"]) {
    await expect(nav.getByRole("link", { name: link })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();

  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page.locator("#pricing")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Pricing" })).toBeHidden();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(375);
});
