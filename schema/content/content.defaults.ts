/** What a fresh install shows until an admin edits it; the hero texts are the spec's fallbacks. */
export const DEFAULT_HERO = {
  badge: "Trusted by 10,000+ sales teams",
  heading: "Manage Customer Relationships",
  subheading: "That Drive Growth",
  description:
    "Bring contacts, deals, tasks and every conversation into one place, so your sales and support teams close more deals and keep customers happy.",
  videoUrl: "",
};

export const DEFAULT_SITE_SETTINGS = {
  companyName: "Bramble CRM",
  companyEmail: "hello@example.com",
  companyPhone: "+1 (555) 123-4567",
  companyAddress: "123 Market Street, San Francisco, CA 94105",
};
