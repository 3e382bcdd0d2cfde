import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Modal, Row } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { CompanyPersonLinkFragment } from "#web/graphql/generated/graphql.ts";
import { InitialsAvatar } from "#web/ui/InitialsAvatar.tsx";
import { isNotFoundError } from "#web/ui/isNotFoundError.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { formatCents } from "#web/ui/money.ts";
import { nameInitials } from "#web/ui/nameInitials.ts";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { ActivityTimeline } from "#web/ui/records/ActivityTimeline.tsx";
import { CreateTaskDialog } from "#web/ui/records/CreateTaskDialog.tsx";
import { DealFormDialog } from "#web/ui/records/DealFormDialog.tsx";
import { LogActivityDialog } from "#web/ui/records/LogActivityDialog.tsx";
import { useToggleTaskCompleted } from "#web/ui/records/useToggleTaskCompleted.ts";
import { RecordNotFound } from "#web/ui/RecordNotFound.tsx";
import { SampleTag } from "#web/ui/SampleTag.tsx";
import "../companies.css";
import { COMPANY_PEOPLE_SHOWN, useCompanyDetail } from "../hooks/useCompanyDetail.ts";
import { useCompanyPeopleActions } from "../hooks/useCompanyPeopleActions.ts";
import { useCompanyRecords } from "../hooks/useCompanyRecords.ts";
import { dealsCount } from "../utils/dealsCount.ts";
import { headingWithCount } from "#web/ui/lists/pagedLists.ts";
import { ShowMoreList } from "#web/ui/lists/ShowMoreList.tsx";
import { RecordTasks } from "#web/ui/records/RecordTasks.tsx";
import { AddPersonDialog } from "./AddPersonDialog.tsx";
import { CompanyDeals } from "./CompanyDeals.tsx";
import { CompanyDetails } from "./CompanyDetails.tsx";
import { CompanyFigures } from "./CompanyFigures.tsx";
import { CompanyFormDialog } from "./CompanyFormDialog.tsx";
import { CompanyPeople } from "./CompanyPeople.tsx";
import { DeleteCompanyDialog, type DeleteCompanyTarget } from "./DeleteCompanyDialog.tsx";
import { EditRoleDialog } from "./EditRoleDialog.tsx";

export type CompanyProfileProps = {
  companyId: string;
};

/**
 * One company: the figures a salesperson asks first, its details (editable), its people with their
 * roles (add an existing person or a new one, make primary, edit a role, unlink), its deals with the
 * open and won totals, its tasks and its activities.
 */
export function CompanyProfile({ companyId }: CompanyProfileProps) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [addingPerson, setAddingPerson] = useState(false);
  const [deleting, setDeleting] = useState<DeleteCompanyTarget | null>(null);
  const [roleOf, setRoleOf] = useState<CompanyPersonLinkFragment | null>(null);
  const [adding, setAdding] = useState<"deal" | "task" | "activity" | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const { company, loading, error, refetch } = useCompanyDetail(companyId);
  const records = useCompanyRecords(companyId);
  const refreshAll = () => {
    refetch();
    records.refetch();
  };
  const people = useCompanyPeopleActions({ id: companyId, name: company?.name ?? "" }, refreshAll);
  const toggleTask = useToggleTaskCompleted(records.refetch);

  if (!company) {
    if (loading) return <LoadingScreen />;
    if (error && !isNotFoundError(error)) return <Alert type="error" showIcon title="Failed to load this company" />;
    return <RecordNotFound recordName="Company" listPath="/companies" listName="Companies" />;
  }

  const { figures } = company;
  const peopleCount = { totalCount: figures.people, totalCountIsLowerBound: false };
  const choice = { value: company.id, label: company.name };

  function confirmUnlink(person: CompanyPersonLinkFragment) {
    void modal.confirm({
      title: `Unlink ${person.customer.name} from ${company?.name ?? ""}?`,
      content: "They stay in your customers; only their link to this company goes.",
      okText: "Unlink",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => people.unlink(person),
    });
  }

  return (
    <>
      <p>
        <Link to="/companies">
          <ArrowLeftOutlined aria-hidden="true" /> Back to Companies
        </Link>
      </p>
      <PageHeader
        title={
          <span className="company-profile-heading">
            <InitialsAvatar initials={nameInitials(company.name)} />
            {company.name}
            <SampleTag isSample={company.isSample} />
          </span>
        }
        description={[company.industry, company.domains[0]].filter(Boolean).join(" · ") || undefined}
        actions={
          <>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => setDeleting(company)}>
              Delete
            </Button>
          </>
        }
      />
      <CompanyFigures figures={figures} />
      <CompanyDetails company={company} />
      <Row gutter={[16, 16]} className="company-section">
        <Col xs={24} lg={12}>
          <Card
            title={headingWithCount("People", peopleCount)}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAddingPerson(true)}>
                Add Person
              </Button>
            }
          >
            <CompanyPeople
              companyName={company.name}
              people={company.customers}
              onMakePrimary={(person) => void people.makePrimary(person)}
              onEditRole={setRoleOf}
              onUnlink={confirmUnlink}
            />
            {figures.people > company.customers.length ? (
              <p className="company-figure-label">{`Showing the first ${COMPANY_PEOPLE_SHOWN} of ${figures.people} people.`}</p>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={headingWithCount("Deals", records.deals)}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding("deal")}>
                Add Deal
              </Button>
            }
          >
            <div className="company-deal-totals">
              <span>{`Open: ${formatCents(figures.openPipelineCents)} (${dealsCount(figures.openDeals, "open")})`}</span>
              <span>{`Won this year: ${formatCents(figures.wonThisYearCents)} (${dealsCount(figures.wonDeals, "won")})`}</span>
            </div>
            <ShowMoreList noun="deals" recordType="company" list={records.deals}>
              <CompanyDeals deals={records.deals.items} />
            </ShowMoreList>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} className="company-section">
        <Col xs={24} lg={12}>
          <Card
            title={headingWithCount("Tasks", records.tasks)}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding("task")}>
                Add Task
              </Button>
            }
          >
            <ShowMoreList noun="tasks" recordType="company" list={records.tasks}>
              <RecordTasks tasks={records.tasks.items} onToggle={(task, done) => void toggleTask(task.id, done)} />
            </ShowMoreList>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={headingWithCount("Activities", records.activities)}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding("activity")}>
                Log Activity
              </Button>
            }
          >
            <ShowMoreList noun="activities" recordType="company" list={records.activities}>
              <ActivityTimeline activities={records.activities.items} />
            </ShowMoreList>
          </Card>
        </Col>
      </Row>
      <CompanyFormDialog open={editing} company={company} onClose={() => setEditing(false)} onSaved={refetch} />
      <DealFormDialog
        open={adding === "deal"}
        company={choice}
        onClose={() => {
          setAdding(null);
          refreshAll();
        }}
      />
      <CreateTaskDialog
        open={adding === "task"}
        company={choice}
        onClose={() => setAdding(null)}
        onSaved={records.refetch}
      />
      <LogActivityDialog
        open={adding === "activity"}
        company={choice}
        onClose={() => setAdding(null)}
        onSaved={refreshAll}
      />
      <AddPersonDialog
        company={company}
        open={addingPerson}
        onClose={() => setAddingPerson(false)}
        onAdded={refreshAll}
      />
      <EditRoleDialog
        person={roleOf && { name: roleOf.customer.name, role: roleOf.role }}
        submitting={people.saving}
        onClose={() => setRoleOf(null)}
        onSave={(role) => {
          if (!roleOf) return;
          void people.setRole(roleOf, role).then((saved) => saved && setRoleOf(null));
        }}
      />
      <DeleteCompanyDialog
        company={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate("/companies", { replace: true })}
      />
      {modalHolder}
    </>
  );
}
