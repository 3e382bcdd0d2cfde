import { Faker, en } from "@faker-js/faker";
import { DAY } from "./sample-rows.ts";

/** Fixed, so every fresh install gets the same demo history (shifted to its own "now"). */
const SEED = 20_261_121;
const GENERATED_CUSTOMERS = 48;
const HISTORY_DAYS = 220;

type Stage = "qualified" | "proposal" | "negotiation" | "closed_won" | "closed_lost";

export type GeneratedCustomer = {
  name: string;
  email: string;
  phone: string;
  company: string;
  status: "lead" | "active" | "inactive";
  valueCents: number;
  createdAt: Date;
  deals: {
    title: string;
    stage: Stage;
    valueCents: number;
    createdAt: Date;
    expectedCloseAt: Date;
    closedAt: Date | null;
  }[];
  activities: { type: "call" | "email" | "meeting" | "note"; title: string; occurredAt: Date }[];
};

/**
 * Customers, deals and activity spread over the last seven months, more of them recently, so the
 * dashboard's charts show growth the way a team's first half-year would.
 */
export function generateHistory(now: Date): GeneratedCustomer[] {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  return Array.from({ length: GENERATED_CUSTOMERS }, () => {
    // Squaring skews ages towards the recent past: the customer base grows month on month.
    const ageDays = Math.floor(HISTORY_DAYS * faker.number.float({ min: 0.02, max: 1 }) ** 1.2);
    const createdAt = new Date(now.getTime() - ageDays * DAY);
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const company = faker.company.name();
    const deals = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, index) => {
      // The first deal comes with the customer; later ones (upsells) any time since.
      const dealAge =
        index === 0
          ? Math.max(0, ageDays - faker.number.int({ min: 0, max: 7 }))
          : faker.number.int({ min: 0, max: ageDays });
      const dealCreated = new Date(now.getTime() - dealAge * DAY);
      // A sales cycle of two to eight weeks: deals whose cycle has run are closed (mostly won),
      // younger ones are still somewhere in the pipeline.
      const cycleDays = faker.number.int({ min: 14, max: 56 });
      const closed = cycleDays <= dealAge;
      const stage: Stage = closed
        ? faker.helpers.weightedArrayElement<Stage>([
            { weight: 7, value: "closed_won" },
            { weight: 3, value: "closed_lost" },
          ])
        : faker.helpers.arrayElement<Stage>(["qualified", "proposal", "negotiation"]);
      // The cycle's end is when the deal was expected to close (and, for a closed one, did).
      const cycleEnd = new Date(dealCreated.getTime() + cycleDays * DAY);
      return {
        title: `${company} - ${faker.helpers.arrayElement(["Starter", "Professional", "Enterprise"])} plan`,
        stage,
        valueCents: faker.number.int({ min: 20, max: 400 }) * 10_000,
        createdAt: dealCreated,
        expectedCloseAt: cycleEnd,
        closedAt: closed ? cycleEnd : null,
      };
    });
    const activities = Array.from({ length: faker.number.int({ min: 0, max: 2 }) }, () => {
      const type = faker.helpers.arrayElement(["call", "email", "meeting", "note"] as const);
      const titles = { call: "Call with", email: "Email to", meeting: "Meeting with", note: "Note about" };
      return {
        type,
        title: `${titles[type]} ${firstName} ${lastName}`,
        occurredAt: new Date(now.getTime() - faker.number.int({ min: 5, max: ageDays + 5 }) * DAY),
      };
    });
    return {
      name: `${firstName} ${lastName}`,
      email: faker.internet.email({ firstName, lastName }).toLowerCase(),
      phone: faker.phone.number({ style: "national" }),
      company,
      status: faker.helpers.weightedArrayElement([
        { weight: 3, value: "active" as const },
        { weight: 2, value: "lead" as const },
        { weight: 1, value: "inactive" as const },
      ]),
      valueCents: deals.reduce((sum, deal) => sum + (deal.stage === "closed_lost" ? 0 : deal.valueCents), 0),
      createdAt,
      deals,
      activities,
    };
  });
}
