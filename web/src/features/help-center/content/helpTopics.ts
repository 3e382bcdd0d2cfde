export type HelpArticle = {
  title: string;
  summary: string;
};

export type HelpTopic = {
  id: string;
  title: string;
  summary: string;
  articles: ReadonlyArray<HelpArticle>;
};

/** The Help Center's topics, each with its articles' titles and one-line summaries. */
export const HELP_TOPICS: ReadonlyArray<HelpTopic> = [
  {
    id: "getting-started",
    title: "Getting started",
    summary: "Create your account and find your way around.",
    articles: [
      { title: "Create your account", summary: "Sign up, verify your e-mail address and sign in for the first time." },
      { title: "A tour of the dashboard", summary: "What the summary cards, charts and recent activity tell you." },
      { title: "Invite your team", summary: "Bring colleagues in so everyone works from the same customer list." },
    ],
  },
  {
    id: "customers",
    title: "Customers",
    summary: "Keep every contact and company in one place.",
    articles: [
      { title: "Add a customer", summary: "Record a name, e-mail, phone, company, status and notes." },
      {
        title: "Search and filter customers",
        summary: "Find anyone by name, company or e-mail, and filter by status.",
      },
      { title: "Lead, active and inactive", summary: "What each customer status means and when to change it." },
      { title: "Import customers", summary: "Move your existing contacts in through the REST API." },
    ],
  },
  {
    id: "tasks-activities",
    title: "Tasks & activities",
    summary: "Plan follow-ups and log every conversation.",
    articles: [
      { title: "Create a task", summary: "Set a due date, a priority and the customer it belongs to." },
      { title: "Complete and reopen tasks", summary: "Tick a task off, or bring it back if the work is not done." },
      { title: "Log a call, e-mail or meeting", summary: "Keep a timeline of every conversation with a customer." },
    ],
  },
  {
    id: "account-security",
    title: "Account & security",
    summary: "Sign-in, passwords and keeping your data safe.",
    articles: [
      { title: "Reset your password", summary: "What to do when you cannot sign in any more." },
      { title: "Verify your e-mail address", summary: "Why we ask for it and what to do if the link expired." },
      { title: "How we protect your data", summary: "Encryption, backups and who can see your customers." },
    ],
  },
  {
    id: "billing",
    title: "Billing",
    summary: "Plans, invoices, refunds and payment methods.",
    articles: [
      { title: "Choose a plan", summary: "Compare Starter, Professional and Enterprise, monthly or annual." },
      { title: "Change or cancel your plan", summary: "Upgrades and downgrades are prorated; cancel anytime." },
      { title: "Request a refund", summary: "When annual plans are refunded and how long it takes." },
    ],
  },
  {
    id: "integrations",
    title: "Integrations",
    summary: "Connect the tools your team already uses.",
    articles: [
      {
        title: "Connect Gmail and Google Calendar",
        summary: "See e-mails and meetings next to the customer they concern.",
      },
      { title: "Send updates to Slack", summary: "Tell a channel when a deal moves or a task is due." },
      { title: "Automate with Zapier", summary: "Link the CRM to thousands of apps without writing code." },
      { title: "Use the REST API", summary: "Read and write customers, tasks and activities from your own scripts." },
    ],
  },
];
