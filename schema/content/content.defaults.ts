/** What a fresh install shows until an admin edits it; the hero texts are the spec's fallbacks. */
export const DEFAULT_HERO = {
  badge: "Trusted by 10,000+ sales teams",
  heading: "Manage Customer Relationships",
  subheading: "That Drive Growth",
  description:
    "Bring contacts, deals, tasks and every conversation into one place, so your sales and support teams close more deals and keep customers happy.",
  videoUrl: "",
};

/**
 * The company's details as a fresh install shows them. The office hours are the spec's (GMT), so the
 * address is one in that time zone; an admin edits all of them together in the site settings.
 */
export const DEFAULT_SITE_SETTINGS = {
  companyName: "Bramble CRM",
  companyEmail: "hello@example.com",
  companyPhone: "+44 20 7946 0123",
  companyAddress: "12 Example Street, London EC1A 1BB, United Kingdom",
  officeHours: "Mon-Fri: 9-6 GMT\nSat: 10-4 GMT\nSunday: closed",
};
