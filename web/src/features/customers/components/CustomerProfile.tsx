import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Descriptions, Row } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { isNotFoundError } from "#web/ui/isNotFoundError.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { RecordNotFound } from "#web/ui/RecordNotFound.tsx";
import { formatPhone } from "#core/phone.rules.ts";
import { formatCents } from "#web/ui/money.ts";
import { ActivityTimeline } from "#web/ui/records/ActivityTimeline.tsx";
import { CreateTaskDialog } from "#web/ui/records/CreateTaskDialog.tsx";
import { DealFormDialog } from "#web/ui/records/DealFormDialog.tsx";
import { LogActivityDialog } from "#web/ui/records/LogActivityDialog.tsx";
import { useToggleTaskCompleted } from "#web/ui/records/useToggleTaskCompleted.ts";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { useCustomerDetail } from "../hooks/useCustomerDetail.ts";
import { useDeleteCustomer } from "../hooks/useDeleteCustomer.tsx";
import { headingWithCount } from "#web/ui/lists/pagedLists.ts";
import { ShowMoreList } from "#web/ui/lists/ShowMoreList.tsx";
import { RecordTasks } from "#web/ui/records/RecordTasks.tsx";
import { telHref } from "../utils/telHref.ts";
import { InitialsAvatar } from "#web/ui/InitialsAvatar.tsx";
import { nameInitials } from "#web/ui/nameInitials.ts";
import "../customers.css";
import { CustomerCompanies } from "./CustomerCompanies.tsx";
import { CustomerDeals } from "./CustomerDeals.tsx";
import { CustomerFormDialog } from "#web/ui/records/CustomerFormDialog.tsx";
import { CustomerStatusTag } from "./CustomerStatusTag.tsx";
import { SampleTag } from "#web/ui/SampleTag.tsx";

export type CustomerProfileProps = {
  customerId: string;
};

const createdFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** What is being added from the page: a deal, a task or an activity (or nothing). */
type Adding = "deal" | "task" | "activity" | null;

/**
 * One customer: their details (e-mail and phone as links that write or call), their companies, deals, tasks and
 * activities, where the work happens: Add Deal, Add Task and Log Activity for this customer, and each
 * task ticked done there; Edit and Delete.
 */
export function CustomerProfile({ customerId }: CustomerProfileProps) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState<Adding>(null);
  const { customer, lists, loading, error, refetch } = useCustomerDetail(customerId);
  const toggleTask = useToggleTaskCompleted(refetch);
  const { confirmDelete, confirmation } = useDeleteCustomer(() => void navigate("/customers", { replace: true }));
  const backLink = (
    <Link to="/customers">
      <ArrowLeftOutlined aria-hidden="true" /> Back to Customers
    </Link>
  );

  if (!customer || !lists) {
    if (loading) return <LoadingScreen />;
    if (error && !isNotFoundError(error)) return <Alert type="error" showIcon title="Failed to load this customer" />;
    return <RecordNotFound recordName="Customer" listPath="/customers" listName="Customers" />;
  }

  const choice = { value: customer.id, label: customer.name };

  return (
    <>
      <p>{backLink}</p>
      <PageHeader
        title={
          <span className="customer-profile-heading">
            <InitialsAvatar initials={nameInitials(customer.name)} />
            {customer.name}
            <CustomerStatusTag status={customer.status} />
            <SampleTag isSample={customer.isSample} />
          </span>
        }
        description={customer.company || undefined}
        actions={
          <>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(customer)}>
              Delete
            </Button>
          </>
        }
      />
      <Card title="Details">
        <Descriptions column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="Email">
            {customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : "—"}
          </Descriptions.Item>
          <Descriptions.Item label="Phone">
            {customer.phone ? <a href={telHref(customer.phone)}>{formatPhone(customer.phone)}</a> : "—"}
          </Descriptions.Item>
          <Descriptions.Item label="Company">
            {customer.primaryCompany ? (
              <Link to={`/companies/${customer.primaryCompany.id}`}>{customer.company}</Link>
            ) : (
              customer.company || "—"
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Value">{formatCents(customer.valueCents)}</Descriptions.Item>
          <Descriptions.Item label="Customer since">
            {createdFormat.format(new Date(customer.createdAt))}
          </Descriptions.Item>
          <Descriptions.Item label="Notes">
            <span className="customer-notes">{customer.notes || "—"}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <CustomerCompanies customerId={customer.id} customerName={customer.name} />
      <Row gutter={[16, 16]} className="customer-section">
        <Col xs={24} lg={12}>
          <Card
            title={headingWithCount("Deals", lists.deals)}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding("deal")}>
                Add Deal
              </Button>
            }
          >
            <ShowMoreList noun="deals" recordType="customer" list={lists.deals}>
              <CustomerDeals deals={lists.deals.items} />
            </ShowMoreList>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={headingWithCount("Tasks", lists.tasks)}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding("task")}>
                Add Task
              </Button>
            }
          >
            <ShowMoreList noun="tasks" recordType="customer" list={lists.tasks}>
              <RecordTasks
                tasks={lists.tasks.items}
                onToggle={(task, completed) => void toggleTask(task.id, completed)}
              />
            </ShowMoreList>
          </Card>
        </Col>
      </Row>
      <Card
        title={headingWithCount("Activities", lists.activities)}
        className="customer-section"
        extra={
          <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding("activity")}>
            Log Activity
          </Button>
        }
      >
        <ShowMoreList noun="activities" recordType="customer" list={lists.activities}>
          <ActivityTimeline activities={lists.activities.items} showCustomer={false} />
        </ShowMoreList>
      </Card>
      <CustomerFormDialog open={editing} customer={customer} onClose={() => setEditing(false)} onSaved={refetch} />
      <DealFormDialog open={adding === "deal"} customer={choice} onClose={() => setAdding(null)} />
      <CreateTaskDialog open={adding === "task"} customer={choice} onClose={() => setAdding(null)} onSaved={refetch} />
      <LogActivityDialog
        open={adding === "activity"}
        customer={choice}
        onClose={() => setAdding(null)}
        onSaved={refetch}
      />
      {confirmation}
    </>
  );
}
