/** The landing page's title and meta description: the server puts them into `/`, the app's router sets them on the way back. */
export const LANDING_TITLE = "Bramble CRM — The CRM for Sales and Support Teams";
export const LANDING_DESCRIPTION =
  "Bramble CRM brings contacts, deals, tasks and support conversations into one place. Start your 14-day free trial, no credit card required.";
