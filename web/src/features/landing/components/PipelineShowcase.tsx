import { useInitialData } from "#web/ui/site/useInitialData.ts";

const PIPELINE = [
  {
    stage: "Qualified",
    deals: [
      { name: "Northwind Traders", amount: "$12,400" },
      { name: "Blue Harbor Co.", amount: "$8,900" },
    ],
  },
  { stage: "Proposal", deals: [{ name: "Fernwood Health", amount: "$24,000" }] },
  { stage: "Won", deals: [{ name: "Atlas Logistics", amount: "$31,500" }] },
];

const HIGHLIGHTS = [
  "See every deal's stage, value and next step at a glance",
  "Calls, e-mails, meetings and notes show up on the customer's page, next to open deals",
  "Hand-offs between sales and support keep the full conversation history",
];

/** The block under the statistics: one shared view of customers for sales and support. */
export function PipelineShowcase() {
  const { companyName } = useInitialData().siteSettings;
  return (
    <section className="landing-section landing-showcase" aria-labelledby="landing-showcase-heading">
      <div className="landing-showcase-text">
        <h2 id="landing-showcase-heading">Sales and Support, Finally on the Same Page</h2>
        <p>
          {companyName} gives both teams one record of every customer, so nobody asks a customer to repeat themselves
          and no renewal slips through the cracks.
        </p>
        <ul className="landing-checklist landing-checks">
          {HIGHLIGHTS.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </div>
      <div
        className="landing-pipeline"
        role="img"
        aria-label="A sales pipeline with deals in the Qualified, Proposal and Won stages"
      >
        {PIPELINE.map(({ stage, deals }) => (
          <div key={stage} className="landing-pipeline-column">
            <p className="landing-pipeline-stage">{stage}</p>
            {deals.map((deal) => (
              <div key={deal.name} className="landing-pipeline-deal">
                <span>{deal.name}</span>
                <strong>{deal.amount}</strong>
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
