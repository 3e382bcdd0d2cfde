/** The downloaded and copied form of the recovery codes: a heading naming the site's company, then one code a line. */
export function recoveryCodesText(codes: readonly string[], companyName: string): string {
  return [`${companyName} recovery codes (each works once)`, "", ...codes, ""].join("\n");
}
