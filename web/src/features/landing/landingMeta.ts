/** The landing page's title and meta description: the server puts them into `/`, the app's router sets them on the way back. */
export function landingTitle(companyName: string): string {
  return `${companyName} — The CRM for Sales and Support Teams`;
}

export function landingDescription(companyName: string): string {
  return `${companyName} brings contacts, deals, tasks and every customer conversation into one place. Start your 14-day free trial, no credit card required.`;
}
