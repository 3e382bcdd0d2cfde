/** The document's sections, in the order the reference page lists them, each with what it holds. */
export const API_TAGS = {
  Customers: "The workspace's customers: list, search, create, read, update, delete, CSV export and import.",
  Companies:
    "The workspace's companies (name, domains, industry, size, owner…) and the people who work there, each with a role and at most one primary company.",
  Deals: "Deals of the workspace's customers, through the pipeline's stages to won or lost.",
  Tasks: "To-dos of the workspace, with due date, priority, assignee and an optional customer.",
  Activities: "The timeline of calls, e-mails, meetings and notes, newest first.",
  "Custom fields":
    "The workspace's own fields on customers, companies, deals and tasks: their definitions (owners change them; records hold their values in `customFields`).",
  Workspace:
    "The current workspace as a whole: its export, its dashboard report, its time zone, whether its members need a second factor, and its security log (owners only).",
  Account:
    "The signed-in person's own profile, notification preferences, password, sessions, second factor, trusted browsers and security log (session only).",
  Authentication: "Sign-up, sign-in, e-mail verification and password recovery, as the web app uses them.",
  "Site content":
    "The public landing page's hero, feature blocks, plans and testimonials, and the company's contact details.",
  "Site administration": "The site administrator's sign-in and content editing (session only, never an API key).",
  Reference: "This document.",
} as const;

export type ApiTag = keyof typeof API_TAGS;
