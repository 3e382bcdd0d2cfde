import { INTEGRATION_ARTICLES } from "./integrationArticles.ts";

/** One block of an article: a paragraph, or numbered steps. */
export type HelpBlock = { paragraph: string } | { steps: ReadonlyArray<string> };

export type HelpArticle = {
  /** The article's address: /help-center/<slug>. */
  slug: string;
  title: string;
  summary: string;
  body: ReadonlyArray<HelpBlock>;
};

export type HelpTopic = {
  id: string;
  title: string;
  summary: string;
  articles: ReadonlyArray<HelpArticle>;
};

/** The Help Center's topics, each with its articles: title, one-line summary and the article itself. */
export const HELP_TOPICS: ReadonlyArray<HelpTopic> = [
  {
    id: "getting-started",
    title: "Getting started",
    summary: "Create your account and find your way around.",
    articles: [
      {
        slug: "create-your-account",
        title: "Create your account",
        summary: "Sign up, verify your e-mail address and sign in for the first time.",
        body: [
          {
            steps: [
              "Choose Sign Up and enter a username, your e-mail address and a password of at least 6 characters.",
              "Open the link in the e-mail we send you to verify your address.",
              "Sign in with your username or e-mail address and your password.",
            ],
          },
          {
            paragraph:
              "Your first workspace starts with sample customers, deals, tasks and activities, so every screen has something to show. A workspace owner removes them from Settings → Workspace when the team is ready to work with its own.",
          },
        ],
      },
      {
        slug: "dashboard-tour",
        title: "A tour of the dashboard",
        summary: "What the summary cards, charts and recent activity tell you.",
        body: [
          {
            paragraph:
              "The four cards count your customers, the deals still open, the tasks due and the revenue of deals won this month. Below them, Customer Growth shows new customers per month, Deals by Stage shows where your open deals are, and Revenue Trend shows won revenue per month.",
          },
          {
            paragraph:
              "Recent Activity lists the latest calls, e-mails, meetings and notes your team logged. Quick Actions add a customer, create a task or log an activity without leaving the page.",
          },
        ],
      },
      {
        slug: "invite-your-team",
        title: "Invite your team",
        summary: "Bring colleagues in so everyone works from the same customer list.",
        body: [
          {
            steps: [
              "Open Settings → Team (workspace owners see it).",
              "Enter a colleague's e-mail address, choose Owner or Member and send the invitation.",
              "They open the link in the e-mail, sign up or sign in, and join your workspace.",
            ],
          },
          {
            paragraph:
              "An invitation link works once and expires after 7 days; you can send a new one from the same tab.",
          },
        ],
      },
    ],
  },
  {
    id: "customers",
    title: "Customers",
    summary: "Keep every contact and company in one place.",
    articles: [
      {
        slug: "add-a-customer",
        title: "Add a customer",
        summary: "Record a name, e-mail, phone, company, status and notes.",
        body: [
          {
            paragraph:
              "On Customers, choose Add Customer. A name and an e-mail address are required; phone, company, status (lead by default) and notes are optional. The customer's page then gathers their deals, tasks and activities.",
          },
        ],
      },
      {
        slug: "search-and-filter-customers",
        title: "Search and filter customers",
        summary: "Find anyone by name, company or e-mail, and filter by status.",
        body: [
          {
            paragraph:
              "Type in the search box above the list to find customers by name, company or e-mail address, and pick a status to see only leads, active or inactive customers. Click a column header to sort by it.",
          },
          {
            paragraph:
              "The search box at the top of every screen (Ctrl K or ⌘ K) finds customers, deals and tasks from anywhere.",
          },
        ],
      },
      {
        slug: "customer-statuses",
        title: "Lead, active and inactive",
        summary: "What each customer status means and when to change it.",
        body: [
          {
            paragraph:
              "A lead is someone you are still talking to, an active customer buys from you, and an inactive one no longer does. Change the status on the customer's page with Edit whenever that changes; the list's status filter and the dashboard count by it.",
          },
        ],
      },
      {
        slug: "import-customers",
        title: "Import customers",
        summary: "Bring in your existing contacts from a CSV file.",
        body: [
          {
            steps: [
              "On Customers, choose Import and pick a CSV file (a spreadsheet saved as CSV, or your old CRM's export).",
              "Check which column goes to which field: the headers are matched for you, and you can change each one.",
              "Import: a report lists every row that was created, updated, skipped as a duplicate or rejected, with each problem of a rejected row.",
            ],
          },
          {
            paragraph:
              "Developers can import through the REST API too: POST /api/customers/import (see the API Reference).",
          },
        ],
      },
      {
        slug: "export-customers",
        title: "Export customers",
        summary: "Download your customer list as a CSV file for a spreadsheet.",
        body: [
          {
            paragraph:
              "On Customers, choose Export to download every customer the list shows (its search and status filter apply) as one CSV file. Its columns carry the same names as the list's columns, and dates are written in your workspace's time zone.",
          },
          {
            paragraph:
              "Cells that start with =, +, - or @ get a leading apostrophe, so spreadsheet programs do not run them as formulas. A phone number starting with + is the exception: it is written as a quoted text cell, so it reads as text without a stray apostrophe.",
          },
        ],
      },
    ],
  },
  {
    id: "tasks-activities",
    title: "Tasks & activities",
    summary: "Plan follow-ups and log every conversation.",
    articles: [
      {
        slug: "create-a-task",
        title: "Create a task",
        summary: "Set a due date, a priority and the customer it belongs to.",
        body: [
          {
            paragraph:
              "On Tasks, choose Create Task. Give it a title, and optionally a description, a due date, a priority (high, medium or low), the teammate it is assigned to and the customer it concerns. Filters above the list show tasks by status and priority.",
          },
        ],
      },
      {
        slug: "complete-and-reopen-tasks",
        title: "Complete and reopen tasks",
        summary: "Tick a task off, or bring it back if the work is not done.",
        body: [
          {
            paragraph:
              "Tick a task's checkbox to complete it: its title is struck through. Untick it to reopen the task. The dashboard's Tasks Due card counts only tasks still open.",
          },
        ],
      },
      {
        slug: "log-an-activity",
        title: "Log a call, e-mail or meeting",
        summary: "Keep a timeline of every conversation with a customer.",
        body: [
          {
            paragraph:
              "On Activities, choose Log Activity, pick its kind (call, e-mail, meeting or note), give it a title and the customer it concerns. It shows on the activity timeline and on the customer's page, newest first.",
          },
          {
            paragraph:
              "Activities are logged by hand or through the REST API: nothing is read from your mailbox or calendar on its own.",
          },
        ],
      },
    ],
  },
  {
    id: "account-security",
    title: "Account & security",
    summary: "Sign-in, passwords and keeping your data safe.",
    articles: [
      {
        slug: "reset-your-password",
        title: "Reset your password",
        summary: "What to do when you cannot sign in any more.",
        body: [
          {
            steps: [
              "On the sign-in page, choose Forgot password? and enter your e-mail address.",
              "Open the link we e-mail you: it works once, for one hour.",
              "Choose a new password. Your account is then signed out everywhere, so sign in again with it.",
            ],
          },
        ],
      },
      {
        slug: "verify-your-email",
        title: "Verify your e-mail address",
        summary: "Why we ask for it and what to do if the link expired.",
        body: [
          {
            paragraph:
              "We ask you to verify your address so that password resets and invitations reach you and nobody signs up in your name. If the link expired or the e-mail never came, sign in: the sign-in page offers Resend Verification Email, which sends a new link.",
          },
        ],
      },
      {
        slug: "how-we-protect-your-data",
        title: "How we protect your data",
        summary: "Encryption, backups and who can see your customers.",
        body: [
          {
            paragraph:
              "Passwords are stored only as salted hashes. You can add two-factor authentication (an authenticator app or a passkey) under Settings → Security, where you also see and end your sessions.",
          },
          {
            paragraph:
              "Each workspace's customers, deals, tasks and activities are seen only by its members; owners manage the team, API keys and webhooks. Backups are taken by whoever runs the service: the Documentation explains how for your own server.",
          },
        ],
      },
    ],
  },
  {
    id: "billing",
    title: "Billing",
    summary: "Plans, invoices, refunds and payment methods.",
    articles: [
      {
        slug: "choose-a-plan",
        title: "Choose a plan",
        summary: "Compare Starter, Professional and Enterprise, monthly or annual.",
        body: [
          {
            paragraph:
              "Starter ($29 a month) suits small teams: up to 1,000 contacts and 5 team members. Professional ($79) adds up to 10,000 contacts, unlimited team members and API access. Enterprise ($199) has unlimited contacts, an SLA guarantee and white-label options. Annual billing saves 20%, and every plan starts with a 14-day free trial, no credit card required.",
          },
        ],
      },
      {
        slug: "change-or-cancel-your-plan",
        title: "Change or cancel your plan",
        summary: "Upgrades and downgrades are prorated; cancel anytime.",
        body: [
          {
            paragraph:
              "Contact us to upgrade, downgrade or cancel. Plan changes are prorated: you pay only the difference for the rest of your billing period. Price changes are announced 30 days ahead.",
          },
        ],
      },
      {
        slug: "request-a-refund",
        title: "Request a refund",
        summary: "When annual plans are refunded and how long it takes.",
        body: [
          {
            paragraph:
              "Annual plans are refunded in full within 7 days of payment, and prorated minus one month from day 8 to day 30; there is no refund after 30 days. Refunds take 5-10 business days to arrive. The Refund Policy has the details.",
          },
        ],
      },
    ],
  },
  {
    id: "integrations",
    title: "Integrations",
    summary: "Connect the tools your team already uses, through the API, webhooks and CSV files.",
    articles: [
      {
        slug: "rest-api",
        title: "Use the REST API",
        summary: "Read and write customers, deals, tasks and activities from your own scripts.",
        body: [
          {
            steps: [
              "A workspace owner creates a key under Settings → API keys and copies it (it is shown once).",
              "Send it with every request as Authorization: Bearer <key>; the key acts in its workspace.",
              "The API Reference lists every endpoint with its parameters and a curl example. Each key may make 1000 requests per hour.",
            ],
          },
        ],
      },
      {
        slug: "webhooks",
        title: "Receive webhooks",
        summary: "Have the CRM call your URL when a customer, deal, task or activity changes.",
        body: [
          {
            paragraph:
              "A workspace owner adds an endpoint under Settings → Webhooks: a URL and the events it wants (created, updated and deleted, for customers, deals, tasks and activities). Each change is sent as a signed JSON POST (the Standard Webhooks signature), retried when your endpoint fails; the tab shows each endpoint's latest deliveries.",
          },
        ],
      },
      ...INTEGRATION_ARTICLES,
    ],
  },
];

/** Every article, wherever it is listed. */
export const HELP_ARTICLES: ReadonlyArray<HelpArticle> = HELP_TOPICS.flatMap((topic) => topic.articles);

export function findHelpArticle(slug: string | undefined): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug?.toLowerCase());
}
