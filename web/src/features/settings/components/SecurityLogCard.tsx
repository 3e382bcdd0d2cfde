import { Alert, Card, Flex, Segmented, Table } from "antd";
import { useState } from "react";
import { SECURITY_LOG_RETENTION_DAYS } from "#core/access/security-events.text.ts";
import {
  MySecurityEventsDocument,
  WorkspaceSecurityEventsDocument,
  type SecurityEventRowFragment,
} from "#web/graphql/generated/graphql.ts";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { useConnectionPages, type PagedConnection } from "#web/ui/useConnectionPages.ts";
import { useCurrentWorkspace } from "#web/ui/workspace/useCurrentWorkspace.ts";

type LogScope = "account" | "workspace";

const SCOPES: { label: string; value: LogScope }[] = [
  { label: "My account", value: "account" },
  { label: "This workspace", value: "workspace" },
];

type EventsTableProps = {
  label: string;
  pages: {
    rows: SecurityEventRowFragment[];
    totalCount: number;
    totalIsLowerBound: boolean;
    page: number;
    pageSize: number;
    loading: boolean;
    error?: unknown;
    goToPage: (page: number) => void;
  };
};

/** Who an event is by: whoever did it, else the account it concerns (a failed sign-in). */
const who = (event: SecurityEventRowFragment) => event.actor?.username ?? event.user.username;

function EventsTable({ label, pages }: EventsTableProps) {
  if (pages.error) return <Alert type="error" showIcon title="Failed to load the security log" />;
  return (
    <>
      <ScrollFrame label={label} minWidth={760}>
        <Table<SecurityEventRowFragment>
          rowKey="id"
          loading={pages.loading && pages.rows.length === 0}
          dataSource={pages.rows}
          locale={{ emptyText: "No security events yet." }}
          pagination={false}
          columns={[
            { title: "When", dataIndex: "createdAt", render: formatDateTime },
            { title: "Who", render: (_, event) => who(event) },
            { title: "What", dataIndex: "description" },
            { title: "IP address", dataIndex: "ip", render: (ip: string) => ip || "Unknown" },
            { title: "Browser", render: (_, event) => `${event.browser} on ${event.os}` },
          ]}
        />
      </ScrollFrame>
      <ListPager
        label={`${label} pages`}
        noun={["event", "events"]}
        page={pages.page}
        pageSize={pages.pageSize}
        totalCount={pages.totalCount}
        totalIsLowerBound={pages.totalIsLowerBound}
        onPageChange={pages.goToPage}
      />
    </>
  );
}

const mine = (data: { mySecurityEvents: PagedConnection<SecurityEventRowFragment> }) => data.mySecurityEvents;
const workspaces = (data: { securityEvents: PagedConnection<SecurityEventRowFragment> }) => data.securityEvents;

function MyEvents() {
  const { pageSize } = usePageSize();
  const pages = useConnectionPages(MySecurityEventsDocument, mine, {}, pageSize);
  return <EventsTable label="Your account's security log" pages={pages} />;
}

function WorkspaceEvents() {
  const { pageSize } = usePageSize();
  const pages = useConnectionPages(WorkspaceSecurityEventsDocument, workspaces, {}, pageSize);
  return <EventsTable label="The workspace's security log" pages={pages} />;
}

/**
 * The security log of the last 180 days, newest first: everyone sees their own account's sign-ins and
 * security changes; a workspace's owners can switch to the workspace's (its members' sign-ins, team,
 * key, webhook and export changes).
 */
export function SecurityLogCard() {
  const { isOwner } = useCurrentWorkspace();
  const [scope, setScope] = useState<LogScope>("account");
  const showWorkspace = isOwner && scope === "workspace";
  return (
    <Card title="Security log">
      <Flex vertical gap="middle">
        <p className="settings-card-intro">
          Sign-ins and security changes of the last {SECURITY_LOG_RETENTION_DAYS} days, newest first. If you do not
          recognise one, change your password and sign out your other sessions.
        </p>
        {isOwner ? (
          <Segmented<LogScope> aria-label="Whose security log" options={SCOPES} value={scope} onChange={setScope} />
        ) : null}
        {showWorkspace ? <WorkspaceEvents /> : <MyEvents />}
      </Flex>
    </Card>
  );
}
