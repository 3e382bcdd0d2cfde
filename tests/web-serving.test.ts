import { cp, mkdir, mkdtemp, readFile, stat, rename, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANDING_RENDERER, LANDING_TEMPLATE } from "#gateway/landing-page.ts";
import { updateHero, updateSiteSettings } from "#schema/content/content.service.ts";
import { featureBlocks, pricingPlans, testimonials } from "#schema/content/landing-lists.service.ts";
import { resetLandingLists } from "./support/landing-lists.ts";
import { serviceContext } from "./support/service-context.ts";
import { signedInAgent } from "./support/sign-in.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";
import { createUser } from "./support/users.ts";

/**
 * The gateway serving a built web app: here a minimal build written to a temporary folder. Its
 * server renderer of `/` is the real one, taken from the source (vitest compiles it), in place of
 * what `vite build --ssr` would bundle.
 */
let t: TestApp;
let webRoot: string;
const landingRendererSource = path.resolve(import.meta.dirname, "../web/src/ssr/renderLanding.tsx");
const webPublic = path.resolve(import.meta.dirname, "../web/public");

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "bramble-web-"));
  await mkdir(path.join(webRoot, "assets"));
  await writeFile(
    path.join(webRoot, "index.html"),
    '<html><head><meta name="description" content="Bramble CRM: a CRM." /><title>Bramble CRM</title></head><body>Bramble CRM</body></html>',
  );
  await writeFile(
    path.join(webRoot, LANDING_TEMPLATE),
    '<html><head><!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div></body></html>',
  );
  await mkdir(path.dirname(path.join(webRoot, LANDING_RENDERER)));
  await writeFile(
    path.join(webRoot, LANDING_RENDERER),
    `export { renderLanding } from ${JSON.stringify(landingRendererSource)};`,
  );
  await writeFile(path.join(webRoot, "assets", "app-1234.js"), "console.log('app');");
  await writeFile(path.join(webRoot, "robots.txt"), "User-agent: *\nAllow: /\n");
  // The built-in demo as the build copies it from web/public/.
  await cp(path.join(webPublic, "demo"), path.join(webRoot, "demo"), { recursive: true });
  await writeFile(
    path.join(webRoot, "assets", "big-5678.js"),
    "console.log('a fairly long line of code');\n".repeat(200),
  );
  t = await startTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** The markup the server rendered into `#root`. */
function renderedRoot(html: string): string {
  const match = /<div id="root">(.*)<\/div><\/body>/s.exec(html);
  if (!match?.[1]) throw new Error("nothing rendered into #root");
  return match[1];
}

async function asAdmin() {
  return serviceContext(t.db, await createUser(t.db, { username: `content-${Date.now()}`, role: "admin" }), null);
}

function initialData(html: string) {
  const match = /<script id="bramble-initial-data" type="application\/json">(.*?)<\/script><\/head>/.exec(html);
  if (!match?.[1]) throw new Error("no initial data in the page");
  return JSON.parse(match[1]);
}

describe("pages", () => {
  it("answers known routes with 200 and the hero and settings inlined", async () => {
    const response = await t.request().get("/");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(initialData(response.text)).toMatchObject({
      hero: { heading: "Manage Customer Relationships", subheading: "That Drive Growth" },
      siteSettings: { companyName: "Bramble CRM" },
    });
    for (const known of [
      "/login",
      "/contact",
      "/customers/0190c5f2-0000-7000-8000-000000000000",
      "/dashboard",
      "/admin/messages",
    ]) {
      expect((await t.request().get(known)).status).toBe(200);
    }
  });

  it("renders / on the server with the hero heading and the company name from the database", async () => {
    const admin = await asAdmin();
    await updateHero(admin, {
      badge: "New in 2026",
      heading: "Pipelines That Close Themselves",
      subheading: "For Busy Teams",
      description: "Fewer spreadsheets.",
      videoUrl: "",
    });
    await updateSiteSettings(admin, {
      companyName: "Juniper Works",
      companyEmail: "hello@juniper.test",
      companyPhone: "",
      companyAddress: "",
    });

    const response = await t.request().get("/");
    expect([response.status, response.type, response.headers["cache-control"]]).toEqual([200, "text/html", "no-cache"]);
    const root = renderedRoot(response.text);
    expect(root).toContain('<h1 id="landing-hero-heading" class="landing-heading">Pipelines That Close Themselves');
    expect(root).toContain('<span class="site-brand-name">Juniper Works</span>');
    expect(response.text).toContain("<title>Juniper Works — The CRM for Sales and Support Teams</title>");
    expect(initialData(response.text)).toMatchObject({
      hero: { heading: "Pipelines That Close Themselves" },
      siteSettings: { companyName: "Juniper Works" },
    });
  });

  it("shows an admin's edit of the hero on the very next request for /", async () => {
    const admin = await asAdmin();
    const hero = { badge: "Badge", subheading: "Sub", description: "", videoUrl: "" };
    await updateHero(admin, { ...hero, heading: "First Heading" });
    expect(renderedRoot((await t.request().get("/")).text)).toContain("First Heading");

    await updateHero(admin, { ...hero, heading: "Second Heading" });
    const root = renderedRoot((await t.request().get("/")).text);
    expect(root).toContain("Second Heading");
    expect(root).not.toContain("First Heading");
  });

  it("renders / with the admin's plans, feature blocks and testimonials, and inlines them for hydration", async () => {
    const admin = await asAdmin();
    const plans = [
      { name: "Solo", monthlyPriceCents: 1250, description: "Just you.", features: ["1 seat"], popular: false },
      { name: "Crew", monthlyPriceCents: 4900, description: "A team.", features: ["9 seats"], popular: true },
    ];
    const blocks = [{ icon: "timeline", title: "Time Travel", description: "See every step." }];
    const quotes = [{ quote: "Sharp tool.", name: "Ivo Stone", role: "CTO", company: "Quarry", rating: 4 }];
    await pricingPlans.replace(admin, plans);
    await featureBlocks.replace(admin, blocks);
    await testimonials.replace(admin, quotes);

    const response = await t.request().get("/");
    const root = renderedRoot(response.text);
    expect(root).toContain("<h3>Solo</h3>");
    expect(root).toContain("<strong>$12.50</strong> /month");
    expect(root).toContain('<p class="landing-plan-tag">Most Popular</p><h3>Crew</h3>');
    expect(root).not.toContain("<h3>Starter</h3>");
    expect(root).toContain("<h3>Time Travel</h3>");
    expect(root).not.toContain("Contact Management");
    expect(root).toContain('aria-label="Rated 4 out of 5"');
    expect(root).toContain('<span class="landing-testimonial-role">CTO, Quarry</span>');
    expect(root).not.toContain("Maria Lopez");
    expect(initialData(response.text)).toMatchObject({
      pricingPlans: plans,
      featureBlocks: blocks,
      testimonials: quotes,
    });
    await resetLandingLists(t.db);
  });

  it("picks up a new build of / on the next request, and serves the app's page while it has none", async () => {
    const templateFile = path.join(webRoot, LANDING_TEMPLATE);
    const rendererFile = path.join(webRoot, LANDING_RENDERER);
    const template = await readFile(templateFile, "utf8");
    await writeFile(templateFile, template.replace("<head>", '<head><meta name="build" content="2">'));
    await utimes(templateFile, new Date(), new Date(Date.now() + 60_000));
    expect((await t.request().get("/")).text).toContain('<meta name="build" content="2">');

    await rename(rendererFile, `${rendererFile}.away`);
    const withoutRenderer = await t.request().get("/");
    await rename(`${rendererFile}.away`, rendererFile);
    expect(withoutRenderer.status).toBe(200);
    // index.html's body, which the company name does not change.
    expect(withoutRenderer.text).toContain("<body>Bramble CRM</body>");
    expect(withoutRenderer.text).toContain("bramble-initial-data");
  });

  it("answers an unknown path with 404, still with the app so it can show its 404 page", async () => {
    const response = await t.request().get("/no/such/page");
    expect(response.status).toBe(404);
    expect(response.type).toBe("text/html");
    expect(response.text).toContain("bramble-initial-data");
  });

  it("shows an admin's edits on the next load, escaped so text cannot break out of the script", async () => {
    const admin = await signedInAgent(t, { username: "editor", role: "admin" });
    await admin
      .put("/api/admin/settings")
      .set("Content-Type", "application/json")
      .send({ companyName: "Acme </script><b>", companyEmail: "hi@acme.test", companyPhone: "", companyAddress: "" });
    for (const page of ["/", "/about"]) {
      const html = (await t.request().get(page)).text;
      expect(html).not.toContain("</script><b>");
      expect(initialData(html).siteSettings.companyName).toBe("Acme </script><b>");
    }
    expect(renderedRoot((await t.request().get("/")).text)).toContain("Acme &lt;/script&gt;&lt;b&gt;");
  });

  it("puts an admin's text into the page as it is, also where it looks like a replacement pattern", async () => {
    const admin = await asAdmin();
    await updateSiteSettings(admin, {
      companyName: "Dollar $& Sons $'",
      companyEmail: "hi@dollar.test",
      companyPhone: "",
      companyAddress: "",
    });
    for (const page of ["/", "/about"]) {
      expect(initialData((await t.request().get(page)).text).siteSettings.companyName).toBe("Dollar $& Sons $'");
    }
  });

  it("names the company of the site settings in the title and description index.html gives every page", async () => {
    await updateSiteSettings(await asAdmin(), {
      companyName: "Larkspur & Co",
      companyEmail: "hi@larkspur.test",
      companyPhone: "",
      companyAddress: "",
    });
    const about = (await t.request().get("/about")).text;
    expect(about).toContain(
      '<meta name="description" content="Larkspur &amp; Co: a CRM." /><title>Larkspur &amp; Co</title>',
    );
    expect(about.slice(0, about.indexOf("</head>"))).not.toContain("Bramble");
  });
});

describe("files", () => {
  it("serves hashed assets for a year and robots.txt as a real file", async () => {
    const asset = await t.request().get("/assets/app-1234.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await t.request().get("/robots.txt");
    expect([robots.status, robots.type, robots.text]).toEqual([200, "text/plain", "User-agent: *\nAllow: /\n"]);
  });

  it("serves the built-in product tour Watch Demo plays as a video, under 2 MB, with its captions", async () => {
    const video = await t
      .request()
      .get("/demo/product-tour.webm")
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
    const { size } = await stat(path.join(webPublic, "demo/product-tour.webm"));
    expect([video.status, video.headers["content-type"], (video.body as Buffer).length]).toEqual([
      200,
      "video/webm",
      size,
    ]);
    expect(size).toBeLessThan(2 * 1024 * 1024);
    const captions = await t.request().get("/demo/product-tour.vtt");
    expect([captions.status, captions.type]).toEqual([200, "text/vtt"]);
    expect(captions.text.startsWith("WEBVTT\n\n00:00.000 --> ")).toBe(true);
  });

  it("compresses text it serves when the client accepts gzip", async () => {
    const script = await t.request().get("/assets/big-5678.js").set("Accept-Encoding", "gzip");
    expect(script.headers["content-encoding"]).toBe("gzip");
    expect(script.text).toContain("a fairly long line of code");
  });

  it("never serves the server renderer of / as a file", async () => {
    const renderer = await t.request().get(`/${LANDING_RENDERER}`);
    expect(renderer.status).toBe(404);
    expect(renderer.text).not.toContain("renderLanding");
  });

  it("answers a missing asset with 404, not the app", async () => {
    const missing = await t.request().get("/assets/missing-999.js");
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain("bramble-initial-data");
  });
});
