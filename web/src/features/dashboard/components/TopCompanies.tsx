import { Card, Empty } from "antd";
import { Link } from "react-router-dom";
import type { DashboardQuery } from "#web/graphql/generated/graphql.ts";
import { formatCents } from "#web/ui/money.ts";

export type TopCompaniesProps = {
  companies: DashboardQuery["dashboard"]["topCompanies"];
};

export const TOP_COMPANIES_TITLE = "Top companies by open pipeline";

function openDealsText(count: number): string {
  return count === 1 ? "1 open deal" : `${count} open deals`;
}

/** The companies with the most value in open deals, most first, each linked to its page. */
export function TopCompanies({ companies }: TopCompaniesProps) {
  return (
    <Card title={TOP_COMPANIES_TITLE} role="region" aria-label={TOP_COMPANIES_TITLE}>
      {companies.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No open deals with a company yet" />
      ) : (
        <ol className="top-companies">
          {companies.map(({ company, openPipelineCents, openDeals }) => (
            <li key={company.id} className="top-company">
              <span className="top-company-name">
                <Link to={`/companies/${company.id}`}>{company.name}</Link>
                <span className="top-company-deals">{openDealsText(openDeals)}</span>
              </span>
              <span className="top-company-value">{formatCents(openPipelineCents)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
