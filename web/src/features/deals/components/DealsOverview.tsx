import { PlusOutlined } from "@ant-design/icons";
import { Button, Card } from "antd";
import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { csvExportUrl } from "#web/ui/csvExportUrl.ts";
import { ExportButton } from "#web/ui/ExportButton.tsx";
import { useDebouncedValue } from "#web/ui/useDebouncedValue.ts";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import "../deals.css";
import {
  dealFilter,
  filtersFromSearchParams,
  orderToParam,
  withFilters,
  type DealListFilters,
} from "../utils/dealListFilters.ts";
import { DealBoardView } from "./DealBoardView.tsx";
import { DealDrawer } from "./DealDrawer.tsx";
import { DealFilters } from "./DealFilters.tsx";
import { DealFormDialog } from "#web/ui/records/DealFormDialog.tsx";
import { DealTableView } from "./DealTableView.tsx";

const SEARCH_DELAY_MS = 300;

/**
 * The Deals screen: the board or the table of the workspace's deals, filtered by owner and text (all
 * kept in the address), "Add deal", and the panel of the deal the address names (`/deals/:dealId`).
 */
export function DealsOverview() {
  const navigate = useNavigate();
  const { dealId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  // The address follows the typing; the server is asked once the typing pauses.
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const [adding, setAdding] = useState(false);

  const changeFilters = (next: Partial<DealListFilters>) =>
    setSearchParams(withFilters(searchParams, { ...filters, ...next }), { replace: true });

  const filter = dealFilter({ ownerId: filters.ownerId, search });

  return (
    <>
      <PageHeader
        title="Deals"
        description="Work your pipeline, stage by stage."
        actions={
          <>
            <ExportButton
              href={csvExportUrl("/api/deals/export.csv", { ...filter, sort: orderToParam(filters.sort) })}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Add Deal
            </Button>
          </>
        }
      />
      <Card>
        <DealFilters
          view={filters.view}
          search={filters.search}
          ownerId={filters.ownerId}
          onViewChange={(view) => changeFilters({ view })}
          onSearchChange={(typed) => changeFilters({ search: typed })}
          onOwnerChange={(ownerId) => changeFilters({ ownerId })}
        />
        {filters.view === "board" ? (
          <DealBoardView filter={filter} />
        ) : (
          <DealTableView filter={filter} orderBy={filters.sort} onOrderChange={(sort) => changeFilters({ sort })} />
        )}
      </Card>
      <DealFormDialog open={adding} onClose={() => setAdding(false)} />
      {dealId ? (
        <DealDrawer
          key={dealId}
          dealId={dealId}
          onClose={() => void navigate({ pathname: "/deals", search: searchParams.toString() })}
        />
      ) : null}
    </>
  );
}
