import { MailOutlined, RocketOutlined, SettingOutlined, TeamOutlined } from "@ant-design/icons";
import { Card, Col, Row } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

type AdminSection = {
  title: string;
  description: string;
  icon: ReactNode;
  /** The editor's route. */
  to: string;
};

const SECTIONS: AdminSection[] = [
  {
    title: "Hero Section",
    description: "Edit the landing page badge, headings, description and demo video.",
    icon: <RocketOutlined />,
    to: "/admin/hero",
  },
  {
    title: "Site Settings",
    description: "Edit the company name, email, phone and address.",
    icon: <SettingOutlined />,
    to: "/admin/settings",
  },
  {
    title: "Messages",
    description: "Read the messages visitors sent through the contact form.",
    icon: <MailOutlined />,
    to: "/admin/messages",
  },
  {
    title: "Workspaces and Users",
    description: "See every workspace and account, restore deleted workspaces, disable and enable accounts.",
    icon: <TeamOutlined />,
    to: "/admin/workspaces",
  },
];

function SectionCard({ section }: { section: AdminSection }) {
  return (
    <Link to={section.to} className="admin-card-link">
      <Card
        hoverable
        title={
          <span className="admin-card-title">
            {section.icon} {section.title}
          </span>
        }
        className="admin-card"
      >
        {section.description}
      </Card>
    </Link>
  );
}

/**
 * One card per part of the site the admin edits or reads; a landing page section gets its card with
 * its editor, never before.
 */
export function AdminSectionCards() {
  return (
    <Row gutter={[16, 16]}>
      {SECTIONS.map((section) => (
        <Col key={section.title} xs={24} sm={12} lg={8}>
          <SectionCard section={section} />
        </Col>
      ))}
    </Row>
  );
}
