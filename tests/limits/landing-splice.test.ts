import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANDING_RENDERER, LANDING_TEMPLATE } from "#gateway/landing-page.ts";
import { updateHero, updateSiteSettings } from "#schema/content/content.service.ts";
import { DEFAULT_FEATURE_BLOCKS } from "#schema/content/landing-lists.defaults.ts";
import { pricingPlans, testimonials } from "#schema/content/landing-lists.service.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";

/** What String.prototype.replace would expand in a replacement string, and what would close the data script. */
const TRAPS = "$' $` $& $$ </script><b>x</b>";

const hero = {
  badge: `Badge ${TRAPS}`,
  heading: `Heading ${TRAPS}`,
  subheading: `Sub ${TRAPS}`,
  description: `Description ${TRAPS}`,
  videoUrl: `https://www.youtube.com/watch?v=abc&t=$'$\`$&`,
};
const siteSettings = {
  companyName: `Name ${TRAPS}`,
  companyEmail: "dollar$'$`$&</script>@example.test",
  companyPhone: `+1 $' $\` $& </script>`,
  companyAddress: `Address ${TRAPS}`,
  officeHours: `Mon-Fri: 9-6 ${TRAPS}`,
};

const plan = {
  name: `Plan ${TRAPS}`,
  monthlyPriceCents: 2900,
  description: `Description ${TRAPS}`,
  features: [`Feature ${TRAPS}`],
  popular: true,
};
const testimonial = { quote: `Quote ${TRAPS}`, name: `Name ${TRAPS}`, role: TRAPS, company: TRAPS, rating: 3 };
const pageData = {
  hero,
  siteSettings,
  featureBlocks: DEFAULT_FEATURE_BLOCKS,
  pricingPlans: [plan],
  testimonials: [testimonial],
};

const TEMPLATE_HEAD = '<!doctype html><html><head><meta charset="utf-8" /><!--ssr-head--></head>';
const TEMPLATE_BODY =
  '<body><div id="root"><!--ssr-outlet--></div><script type="module" src="/assets/app.js"></script></body></html>';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "bramble-web-"));
  await writeFile(
    path.join(webRoot, "index.html"),
    "<!doctype html><html><head><title>App</title></head><body></body></html>",
  );
  await writeFile(path.join(webRoot, LANDING_TEMPLATE), `${TEMPLATE_HEAD}${TEMPLATE_BODY}`);
  await mkdir(path.dirname(path.join(webRoot, LANDING_RENDERER)));
  const renderer = path.resolve(import.meta.dirname, "../../web/src/ssr/renderLanding.tsx");
  await writeFile(path.join(webRoot, LANDING_RENDERER), `export { renderLanding } from ${JSON.stringify(renderer)};`);
  t = await startTestApp({ webRoot });
  const admin = serviceContext(t.db, await createUser(t.db, { username: "splicer", role: "admin" }), null);
  await updateHero(admin, hero);
  await updateSiteSettings(admin, siteSettings);
  await pricingPlans.replace(admin, [plan]);
  await testimonials.replace(admin, [testimonial]);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

function initialData(html: string): unknown {
  const scripts = [...html.matchAll(/<script id="bramble-initial-data" type="application\/json">(.*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? "");
}

describe("admin-edited text holding replacement patterns and </script>", () => {
  for (const page of ["/", "/about", "/login"]) {
    it(`leaves ${page} intact and carries every field as it was saved`, async () => {
      const html = (await t.request().get(page)).text;
      expect(initialData(html)).toEqual(pageData);
      // Exactly the template around what was put in: nothing duplicated, nothing cut.
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html).not.toContain("</script><b>");
      expect(html.endsWith("</body></html>")).toBe(true);
      if (page === "/") {
        expect(html.startsWith(TEMPLATE_HEAD.replace("<!--ssr-head--></head>", "<title>"))).toBe(true);
        expect(html).toContain("Heading $&#x27; $` $&amp; $$ &lt;/script&gt;&lt;b&gt;x&lt;/b&gt;");
        expect(html).toContain("<h3>Plan $&#x27; $` $&amp; $$ &lt;/script&gt;&lt;b&gt;x&lt;/b&gt;</h3>");
        expect(html).toContain(`<script type="module" src="/assets/app.js"></script></body></html>`);
      }
    });
  }

  it("answers the same values through the API", async () => {
    expect((await t.request().get("/api/hero")).body).toEqual(hero);
    expect((await t.request().get("/api/settings")).body).toEqual(siteSettings);
  });
});
