const countFormat = new Intl.NumberFormat("en-US");

/** A company's size as the screens show it: "1,200", or "—" when not known. */
export function employeesText(size: number | null | undefined): string {
  return size === null || size === undefined ? "—" : countFormat.format(size);
}
