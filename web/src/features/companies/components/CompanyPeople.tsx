import { DisconnectOutlined, EditOutlined, StarOutlined } from "@ant-design/icons";
import { Button, Empty, List, Space, Tag } from "antd";
import { Link } from "react-router-dom";
import type { CompanyPersonLinkFragment } from "#web/graphql/generated/graphql.ts";
import { SampleTag } from "#web/ui/SampleTag.tsx";

export type CompanyPeopleProps = {
  companyName: string;
  people: ReadonlyArray<CompanyPersonLinkFragment>;
  onMakePrimary: (link: CompanyPersonLinkFragment) => void;
  onEditRole: (link: CompanyPersonLinkFragment) => void;
  onUnlink: (link: CompanyPersonLinkFragment) => void;
};

/**
 * The people who work at the company, each with their role there and whether it is their primary
 * company; each can be made primary, given another role, or unlinked (the person is kept).
 */
export function CompanyPeople({ companyName, people, onMakePrimary, onEditRole, onUnlink }: CompanyPeopleProps) {
  if (people.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No people yet" />;
  }
  return (
    <List<CompanyPersonLinkFragment>
      size="small"
      dataSource={[...people]}
      rowKey="id"
      renderItem={(link) => {
        const name = link.customer.name;
        return (
          <List.Item
            actions={[
              link.isPrimary ? null : (
                <Button
                  key="primary"
                  size="small"
                  type="text"
                  icon={<StarOutlined />}
                  aria-label={`Make ${companyName} ${name}'s primary company`}
                  title="Make primary"
                  onClick={() => onMakePrimary(link)}
                />
              ),
              <Button
                key="role"
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${name}'s role`}
                title="Edit role"
                onClick={() => onEditRole(link)}
              />,
              <Button
                key="unlink"
                size="small"
                type="text"
                danger
                icon={<DisconnectOutlined />}
                aria-label={`Unlink ${name}`}
                title="Unlink"
                onClick={() => onUnlink(link)}
              />,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space size={4} wrap>
                  <Link to={`/customers/${link.customer.id}`}>{name}</Link>
                  {link.isPrimary ? <Tag color="blue">Primary</Tag> : null}
                  <SampleTag isSample={link.customer.isSample} />
                </Space>
              }
              description={
                <>
                  {link.role ? <span className="company-person-role">{link.role}</span> : null}
                  {link.role && link.customer.email ? " · " : null}
                  {link.customer.email}
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
