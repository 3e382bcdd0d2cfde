/** The downloaded and copied form of the recovery codes: a heading, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return ["Bramble CRM recovery codes (each works once)", "", ...codes, ""].join("\n");
}
