import { Card, Col, Row } from "antd";
import { formatCents } from "#web/ui/money.ts";
import { relativeTime } from "#web/ui/records/relativeTime.ts";
import { dealsCount } from "../utils/dealsCount.ts";

export type CompanyFiguresProps = {
  figures: {
    openPipelineCents: number;
    openDeals: number;
    wonThisYearCents: number;
    wonDeals: number;
    lastActivityAt?: string | null;
  };
};

/** What a salesperson asks first: the open pipeline, what was won this year, and the last activity. */
export function CompanyFigures({ figures }: CompanyFiguresProps) {
  const items = [
    {
      label: "Open pipeline",
      value: formatCents(figures.openPipelineCents),
      detail: dealsCount(figures.openDeals, "open"),
    },
    {
      label: "Won this year",
      value: formatCents(figures.wonThisYearCents),
      detail: dealsCount(figures.wonDeals, "won"),
    },
    {
      label: "Last activity",
      value: figures.lastActivityAt ? relativeTime(figures.lastActivityAt) : "None yet",
      detail: figures.lastActivityAt
        ? new Date(figures.lastActivityAt).toLocaleDateString("en-US", { dateStyle: "medium" })
        : "",
    },
  ];
  return (
    <Row gutter={[16, 16]} className="company-section">
      {items.map((item) => (
        <Col key={item.label} xs={24} sm={8}>
          <Card size="small" className="company-figure">
            <section aria-label={item.label}>
              <div className="company-figure-label">{item.label}</div>
              <div className="company-figure-value">{item.value}</div>
              <div className="company-figure-label">{item.detail}</div>
            </section>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
