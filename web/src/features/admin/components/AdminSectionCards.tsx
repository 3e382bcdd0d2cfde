import {
  AppstoreOutlined,
  DollarOutlined,
  MailOutlined,
  RocketOutlined,
  SafetyOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { Card, Col, Row } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ADMIN_SECURITY_PATH } from "./adminPaths.ts";

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
    title: "Features",
    description: "Add, edit, reorder and delete the feature blocks of the landing page.",
    icon: <AppstoreOutlined />,
    to: "/admin/features",
  },
  {
    title: "Pricing",
    description: "Edit the plans: name, monthly price, description, features and the Most Popular tag.",
    icon: <DollarOutlined />,
    to: "/admin/pricing",
  },
  {
    title: "Testimonials",
    description: "Add, edit, reorder and delete the customer quotes and their ratings.",
    icon: <StarOutlined />,
    to: "/admin/testimonials",
  },
  {
    title: "Site Settings",
    description: "Edit the company name, email, phone, address and office hours.",
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
  {
    title: "Your Sign-in Security",
    description: "Set up two-factor authentication, see where you are signed in and read your security log.",
    icon: <SafetyOutlined />,
    to: ADMIN_SECURITY_PATH,
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

/** One card per part of the site the admin edits or reads, in the order of the admin's navigation. */
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
