import { PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Spin } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { csvExportUrl } from "#web/ui/csvExportUrl.ts";
import { ExportButton } from "#web/ui/ExportButton.tsx";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { useActivityList } from "../hooks/useActivityList.ts";
import { useDeleteActivity } from "../hooks/useDeleteActivity.tsx";
import { searchWithTypeFilter, typeFilterFromSearch, type ActivityTypeFilter } from "../utils/activityTypeFilter.ts";
import { ActivityTimeline } from "#web/ui/records/ActivityTimeline.tsx";
import { ActivityTypeSelect } from "./ActivityTypeSelect.tsx";
import { LogActivityDialog } from "#web/ui/records/LogActivityDialog.tsx";

/** "new" while logging, the activity while editing, null while no dialog is open. */
type DialogState = "new" | ActivityFieldsFragment | null;

/** The Activities screen: the type filter (kept in the URL), the paged timeline, log, edit and delete. */
export function ActivitiesOverview() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = typeFilterFromSearch(searchParams);
  const [dialog, setDialog] = useState<DialogState>(null);
  const typeFilter = type === "all" ? null : type;
  const list = useActivityList(typeFilter);
  const { confirmDelete, confirmation } = useDeleteActivity(list.refetch);

  function chooseType(next: ActivityTypeFilter) {
    setSearchParams((current) => searchWithTypeFilter(current, next));
  }

  return (
    <>
      <PageHeader
        title="Activities"
        description="Calls, emails, meetings and notes with your customers."
        actions={
          <>
            <ExportButton href={csvExportUrl("/api/activities/export.csv", { type: typeFilter })} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog("new")}>
              Log Activity
            </Button>
          </>
        }
      />
      <Card>
        <ActivityTypeSelect value={type} onChange={chooseType} />
        {list.error ? <Alert type="error" showIcon title="Failed to load activities" /> : null}
        <Spin spinning={list.loading && list.rows.length === 0}>
          <ActivityTimeline
            activities={list.rows}
            emptyText={type === "all" ? "No activities yet" : "No activities of this type"}
            onEdit={setDialog}
            onDelete={confirmDelete}
          />
        </Spin>
        <ListPager
          label="Activity pages"
          noun={["activity", "activities"]}
          page={list.page}
          pageSize={list.pageSize}
          totalCount={list.totalCount}
          totalIsLowerBound={list.totalIsLowerBound}
          onPageChange={list.goToPage}
        />
      </Card>
      <LogActivityDialog
        open={dialog !== null}
        activity={dialog === "new" ? null : dialog}
        onClose={() => setDialog(null)}
        onSaved={list.refetch}
      />
      {confirmation}
    </>
  );
}
