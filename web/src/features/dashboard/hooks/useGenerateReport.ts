import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { MAX_PAGE_SIZE } from "#core/lists/lists.rules.ts";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { CustomersDocument, type CustomerOrder, type CustomersQuery } from "#web/graphql/generated/graphql.ts";
import { downloadFile } from "#web/ui/downloadFile.ts";
import { toast } from "#web/ui/toast.tsx";
import { buildReportCsv, reportFileName, type ReportCustomer, type ReportStage } from "../utils/reportCsv.ts";

const REPORT_ORDER: CustomerOrder = { field: "name", direction: "asc" };

type CustomerPage = CustomersQuery["customers"];

async function fetchCustomerPage(client: ApolloClient, after: string | null): Promise<CustomerPage | undefined> {
  const { data } = await client.query({
    query: CustomersDocument,
    // The server's largest page: the report reads every customer in as few requests as it can.
    variables: { first: MAX_PAGE_SIZE, after, orderBy: REPORT_ORDER },
    fetchPolicy: "no-cache",
  });
  return data?.customers;
}

async function fetchAllCustomers(client: ApolloClient): Promise<ReportCustomer[]> {
  const customers: ReportCustomer[] = [];
  let after: string | null = null;
  do {
    const page = await fetchCustomerPage(client, after);
    if (!page) break;
    customers.push(...page.edges.map((edge) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return customers;
}

/** Builds the CSV report in the browser (all customers, then the pipeline) and downloads it. */
export function useGenerateReport(pipeline: ReadonlyArray<ReportStage>) {
  const client = useApolloClient();
  const [generating, setGenerating] = useState(false);

  async function generate() {
    setGenerating(true);
    try {
      const customers = await fetchAllCustomers(client);
      downloadFile(
        reportFileName(new Date()),
        `\uFEFF${buildReportCsv({ customers, pipeline })}`,
        "text/csv;charset=utf-8",
      );
      toast.success("Report downloaded");
    } catch (error) {
      toast.error("Failed to generate report", serverMessage(error));
    } finally {
      setGenerating(false);
    }
  }

  return { generate, generating };
}
