export type OfficeHoursProps = {
  /** The site settings' office hours: one line a period, "days: hours" ("Mon-Fri: 9-6 GMT"). */
  officeHours: string;
};

/** A line of the hours as days and hours: split at its first colon, or all days when it has none. */
function periodOf(line: string): { days: string; hours: string } {
  const colon = line.indexOf(":");
  if (colon < 0) return { days: line, hours: "" };
  return { days: line.slice(0, colon).trim(), hours: line.slice(colon + 1).trim() };
}

/** When the office and the phone line are open, as the site settings say (the same place as the address). */
export function OfficeHours({ officeHours }: OfficeHoursProps) {
  const periods = officeHours
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map(periodOf);
  return (
    <>
      <ul className="office-hours">
        {periods.map(({ days, hours }, index) => (
          <li key={index}>
            <span className="office-hours-days">{days}</span> <span>{hours}</span>
          </li>
        ))}
      </ul>
      <p className="public-muted">E-mail and chat support answer around the clock.</p>
    </>
  );
}
