import { Card, Descriptions } from "antd";
import { formatPhone } from "#core/phone.rules.ts";
import type { CompanyFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { employeesText } from "../utils/employeesText.ts";

const createdFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** tel: links dial the number as typed, without its spaces and punctuation. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export type CompanyDetailsProps = {
  company: CompanyFieldsFragment & { createdAt: string };
};

/** The company's details: domains, industry, size, phone and website as links, address, owner, notes. */
export function CompanyDetails({ company }: CompanyDetailsProps) {
  return (
    <Card title="Details" className="company-section">
      <Descriptions column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="Domains">{company.domains.join(", ") || "—"}</Descriptions.Item>
        <Descriptions.Item label="Industry">{company.industry || "—"}</Descriptions.Item>
        <Descriptions.Item label="Employees">{employeesText(company.size)}</Descriptions.Item>
        <Descriptions.Item label="Phone">
          {company.phone ? <a href={telHref(company.phone)}>{formatPhone(company.phone)}</a> : "—"}
        </Descriptions.Item>
        <Descriptions.Item label="Website">
          {company.website ? (
            <a href={company.website} target="_blank" rel="noopener noreferrer">
              {company.website}
            </a>
          ) : (
            "—"
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Address">{company.address || "—"}</Descriptions.Item>
        <Descriptions.Item label="Owner">{company.owner?.username ?? "—"}</Descriptions.Item>
        <Descriptions.Item label="Created">{createdFormat.format(new Date(company.createdAt))}</Descriptions.Item>
        <Descriptions.Item label="Notes">
          <span className="company-notes">{company.notes || "—"}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
