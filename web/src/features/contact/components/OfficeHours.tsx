const OFFICE_HOURS = [
  { days: "Mon-Fri", hours: "9-6 GMT" },
  { days: "Sat", hours: "10-4 GMT" },
  { days: "Sunday", hours: "closed" },
];

/** When the office and the phone line are open. */
export function OfficeHours() {
  return (
    <>
      <ul className="office-hours">
        {OFFICE_HOURS.map(({ days, hours }) => (
          <li key={days}>
            <span className="office-hours-days">{days}</span> <span>{hours}</span>
          </li>
        ))}
      </ul>
      <p className="public-muted">
        That is 9:00 to 18:00 on weekdays and 10:00 to 16:00 on Saturdays, Greenwich Mean Time. E-mail and chat support
        answer around the clock.
      </p>
    </>
  );
}
