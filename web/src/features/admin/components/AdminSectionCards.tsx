import {
  AppstoreOutlined,
  DollarOutlined,
  MailOutlined,
  MessageOutlined,
  RocketOutlined,
  SettingOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { Card, Col, Row, Tag } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

type AdminSection = {
  title: string;
  description: string;
  icon: ReactNode;
  /** The editor's route; sections without an editor yet have none. */
  to: string | null;
};

const SECTIONS: AdminSection[] = [
  {
    title: "Hero Section",
    description: "Edit the landing page badge, headings, description and demo video.",
    icon: <RocketOutlined />,
    to: "/admin/hero",
  },
  {
    title: "Features",
    description: "Manage the landing page feature grid.",
    icon: <AppstoreOutlined />,
    to: null,
  },
  {
    title: "Pricing",
    description: "Manage the pricing plans.",
    icon: <DollarOutlined />,
    to: null,
  },
  {
    title: "Testimonials",
    description: "Manage customer testimonials.",
    icon: <MessageOutlined />,
    to: null,
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
  const card = (
    <Card
      hoverable={section.to !== null}
      title={
        <span className="admin-card-title">
          {section.icon} {section.title}
        </span>
      }
      extra={section.to === null ? <Tag>Coming soon</Tag> : null}
      className="admin-card"
    >
      {section.description}
    </Card>
  );
  return section.to === null ? (
    card
  ) : (
    <Link to={section.to} className="admin-card-link">
      {card}
    </Link>
  );
}

/**
 * One card per editable landing page section (the ones without an editor yet say "Coming soon"),
 * plus the contact form's inbox.
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
