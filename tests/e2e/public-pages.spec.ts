import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.ts";

type PublicPage = { path: string; heading: string; title: string; keyText: string | RegExp };

const PUBLIC_PAGES: PublicPage[] = [
  { path: "/about", heading: "About Us", title: "About Us | Bramble CRM", keyText: "Our Mission" },
  { path: "/careers", heading: "Careers", title: "Careers | Bramble CRM", keyText: "Open Positions" },
  { path: "/contact", heading: "Contact Us", title: "Contact Us | Bramble CRM", keyText: "Mon-Fri 9-6 GMT" },
  {
    path: "/help-center",
    heading: "Help Center",
    title: "Help Center | Bramble CRM",
    keyText: "Browse by Topic",
  },
  {
    path: "/documentation",
    heading: "Documentation",
    title: "Documentation | Bramble CRM",
    keyText: "npm install && npm start",
  },
  {
    path: "/api-reference",
    heading: "API Reference",
    title: "API Reference | Bramble CRM",
    keyText: "Authorization: Bearer <key>",
  },
  { path: "/privacy", heading: "Privacy Policy", title: "Privacy Policy | Bramble CRM", keyText: "Your Rights" },
  { path: "/terms", heading: "Terms of Service", title: "Terms of Service | Bramble CRM", keyText: "API Use" },
  { path: "/refund", heading: "Refund Policy", title: "Refund Policy | Bramble CRM", keyText: "Annual Plans" },
  { path: "/cookies", heading: "Cookie Policy", title: "Cookie Policy | Bramble CRM", keyText: "Cookies We Use" },
];

/** Every policy figure of the spec, as the legal pages word it. */
const LEGAL_FIGURES = [
  "1000 requests per hour",
  "export your data for 30 days",
  "deleted after 90 days",
  "Within 7 days",
  "Full refund",
  "On days 8-30",
  "minus one month",
  "After 30 days",
  "No refund",
  "3 times over 10 days",
  "unpaid 30 days after the first failed payment",
  "within 60 days",
  "within 5 business days",
  "5-10 business days",
  "at least 18 years old",
  "30 days notice",
  "Up to 30 days",
  "Up to 12 months",
  "Up to 24 months",
  "Up to 90 days",
];

async function companySettings(request: APIRequestContext): Promise<{ companyEmail: string }> {
  const response = await request.get("/api/settings");
  expect(response.ok()).toBe(true);
  return (await response.json()) as { companyEmail: string };
}

test("every public page answers 200 with its heading, title, description and key content", async ({ page }) => {
  for (const { path, heading, title, keyText } of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main").getByText(keyText).first()).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", /Bramble CRM: manage/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});

test("the about page links to the open positions", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText("Our Vision")).toBeVisible();
  await expect(page.getByText("Our Values")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "View open positions" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
});

test("the legal pages state every policy figure", async ({ page }) => {
  let legalText = "";
  for (const path of ["/privacy", "/terms", "/refund", "/cookies"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    legalText += `${await page.getByRole("main").innerText()}\n`;
  }
  for (const figure of LEGAL_FIGURES) {
    expect(legalText, figure).toContain(figure);
  }
});

test("each Apply link opens an e-mail to the company with the job title as subject", async ({ page, request }) => {
  const { companyEmail } = await companySettings(request);
  await page.goto("/careers");
  await expect(page.getByRole("link", { name: /^Apply for / })).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Apply for Senior Full-Stack Engineer" })).toHaveAttribute(
    "href",
    `mailto:${companyEmail}?subject=Senior%20Full-Stack%20Engineer`,
  );
  await expect(page.getByRole("link", { name: "Apply for Product Designer" })).toHaveAttribute(
    "href",
    `mailto:${companyEmail}?subject=Product%20Designer`,
  );
});

test("the contact form checks its fields in order, sends, clears, and the admin reads the message first", async ({
  page,
  request,
}) => {
  const { companyEmail } = await companySettings(request);
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: companyEmail })).toHaveAttribute("href", `mailto:${companyEmail}`);
  await expect(main.getByText("Sat 10-4 GMT")).toBeVisible();
  await expect(main.getByText("Sunday closed")).toBeVisible();
  await expect(main.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "5");

  const send = main.getByRole("button", { name: "Send Message" });
  const expectValidationToast = async (text: string) => {
    const toast = page.getByRole("alert").filter({ hasText: "Validation Error" }).filter({ hasText: text });
    await expect(toast.first()).toBeVisible();
  };

  await send.click();
  await expectValidationToast("Please enter your name");
  await main.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await send.click();
  await expectValidationToast("Please enter your email");
  await main.getByLabel("Name", { exact: true }).fill("   ");
  await send.click();
  await expectValidationToast("Please enter your name");
  await main.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await main.getByLabel("Email", { exact: true }).fill("grace@navy");
  await send.click();
  await expectValidationToast("Please enter a valid email address");
  await main.getByLabel("Email", { exact: true }).fill("grace@navy.example");
  await send.click();
  await expectValidationToast("Please enter a subject");
  const subject = `Compiler question ${Date.now()}`;
  await main.getByLabel("Subject", { exact: true }).fill(subject);
  await send.click();
  await expectValidationToast("Please enter a message");
  await main.getByLabel("Message", { exact: true }).fill("Can the CRM import punched cards?");
  await send.click();

  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you soon!")).toBeVisible();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(main.getByLabel(label, { exact: true })).toHaveValue("");
  }

  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Messages", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
  const first = page.getByRole("article").first();
  // Unread, so tagged New.
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(`New ${subject}`);
  await expect(first.getByText("From Grace Hopper")).toBeVisible();
  await expect(first.getByRole("link", { name: "grace@navy.example" })).toHaveAttribute(
    "href",
    "mailto:grace@navy.example",
  );
  await expect(first.getByText("Can the CRM import punched cards?")).toBeVisible();
});

test("the help center search filters topics and articles as you type, and an article opens", async ({ page }) => {
  await page.goto("/help-center");
  const main = page.getByRole("main");
  const search = main.getByLabel("Search help articles");
  await expect(main.getByText("Create your account", { exact: true })).toBeVisible();

  await search.fill("REFUND");
  await expect(main.getByText("Request a refund", { exact: true })).toBeVisible();
  await expect(main.getByText("Create your account", { exact: true })).toBeHidden();
  await expect(main.getByRole("heading", { level: 3 })).toHaveText(["Billing"]);

  await search.fill("kangaroo");
  await expect(main.getByText('No articles match "kangaroo"')).toBeVisible();
  await expect(main.getByRole("heading", { level: 3 })).toHaveCount(0);

  await search.fill("");
  await expect(main.getByRole("heading", { level: 3 })).toHaveCount(6);

  await main.getByRole("link", { name: "Connect Zapier" }).click();
  await expect(page).toHaveURL(/\/help-center\/connect-zapier$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect Zapier");
  await expect(page).toHaveTitle("Connect Zapier | Help Center | Bramble CRM");
});

test("an unknown path answers 404 with the not-found page, a known one 200", async ({ page }) => {
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page).toHaveTitle("404 Page Not Found");
  const home = page.getByRole("main").getByRole("link", { name: "Go back home" });
  await expect(home).toHaveCSS("text-decoration-line", "none");
  await home.click();
  await expect(page).toHaveURL(/\/$/);

  const known = await page.goto("/about");
  expect(known?.status()).toBe(200);
});

test("no public page scrolls sideways on a 375 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const { path, heading } of [...PUBLIC_PAGES, { path: "/no-such-page", heading: "404 Page Not Found" }]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
