import { PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Flex, Spin } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { csvExportUrl } from "#web/ui/csvExportUrl.ts";
import { ExportButton } from "#web/ui/ExportButton.tsx";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { useActivityList } from "../hooks/useActivityList.ts";
import { useDeleteActivity } from "../hooks/useDeleteActivity.tsx";
import { searchWithTypeFilter, typeFilterFromSearch, type ActivityTypeFilter } from "../utils/activityTypeFilter.ts";
import { ActivityTimeline } from "#web/ui/records/ActivityTimeline.tsx";
import { ActivityTypeSelect } from "./ActivityTypeSelect.tsx";
import { LogActivityDialog } from "#web/ui/records/LogActivityDialog.tsx";

/** "new" while logging, the activity while editing, null while no dialog is open. */
type DialogState = "new" | ActivityFieldsFragment | null;

/** The Activities screen: the type filter (kept in the URL), the timeline with Load more, log, edit and delete. */
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
        <Spin spinning={list.loading && list.activities.length === 0}>
          <ActivityTimeline
            activities={list.activities}
            emptyText={type === "all" ? "No activities yet" : "No activities of this type"}
            onEdit={setDialog}
            onDelete={confirmDelete}
          />
        </Spin>
        {list.hasMore ? (
          <Flex justify="center">
            <Button loading={list.loadingMore} onClick={list.loadMore}>
              Load more
            </Button>
          </Flex>
        ) : null}
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
