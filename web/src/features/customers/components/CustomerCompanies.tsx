import { PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Empty, Popconfirm, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useCustomerCompanies, type CompanyLink } from "../hooks/useCustomerCompanies.ts";
import { EditRoleDialog } from "./EditRoleDialog.tsx";
import { LinkCompanyDialog } from "./LinkCompanyDialog.tsx";

export type CustomerCompaniesProps = {
  customerId: string;
  customerName: string;
};

/**
 * The companies a person works for, each with their role there, the primary one first (its name is
 * the person's company): link another, edit a role, make one primary, unlink one.
 */
export function CustomerCompanies({ customerId, customerName }: CustomerCompaniesProps) {
  const { links, loading, error, saving, linkCompany, changeRole, makePrimary, unlink } =
    useCustomerCompanies(customerId);
  const [linking, setLinking] = useState(false);
  const [editing, setEditing] = useState<CompanyLink | null>(null);

  return (
    <Card
      title={links.length > 0 ? `Companies (${links.length})` : "Companies"}
      className="customer-section"
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={() => setLinking(true)}>
          Link Company
        </Button>
      }
    >
      {error ? <Alert type="error" showIcon title="Failed to load the companies" /> : null}
      {!error && links.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No companies yet" />
      ) : null}
      {links.length > 0 ? (
        <ul className="customer-companies" aria-label={`${customerName}'s companies`}>
          {links.map((link) => (
            <li key={link.id} className="customer-company">
              <div className="customer-company-text">
                <span className="customer-company-name">
                  <Link to={`/companies/${link.company.id}`}>{link.company.name}</Link>
                  {link.isPrimary ? <Tag color="blue">Primary</Tag> : null}
                </span>
                <span className="customer-company-role">{link.role || "No role"}</span>
              </div>
              <div className="customer-company-actions">
                {link.isPrimary ? null : (
                  <Button
                    size="small"
                    disabled={saving}
                    aria-label={`Make ${link.company.name} primary`}
                    onClick={() => void makePrimary(link)}
                  >
                    Make primary
                  </Button>
                )}
                <Button size="small" aria-label={`Edit role at ${link.company.name}`} onClick={() => setEditing(link)}>
                  Edit role
                </Button>
                <Popconfirm
                  title={`Unlink ${customerName} from ${link.company.name}?`}
                  description="The company and the person are kept."
                  okText="Unlink"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => unlink(link)}
                >
                  <Button size="small" danger disabled={saving} aria-label={`Unlink ${link.company.name}`}>
                    Unlink
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <LinkCompanyDialog
        open={linking}
        firstCompany={links.length === 0}
        saving={saving}
        onClose={() => setLinking(false)}
        onLink={linkCompany}
      />
      <EditRoleDialog link={editing} saving={saving} onClose={() => setEditing(null)} onSave={changeRole} />
    </Card>
  );
}
