import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import {
  importRequestBatches,
  importResult,
  type ImportField,
  type ImportRow,
  type ImportRowResult,
} from "#schema/customers/customers.import.rules.ts";
import { ImportCustomersDocument } from "#web/graphql/generated/graphql.ts";

export type ImportProgress = { done: number; total: number };

/**
 * Sends a file's rows in batches (up to 1,000 rows, within GraphQL's body cap), one after the other,
 * so the page stays responsive between them. Rows the form's rules reject and rows repeating an
 * earlier row's e-mail are reported here; everything else is decided by the server.
 */
export function useCustomerImport() {
  const [importCustomers] = useMutation(ImportCustomersDocument);
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  async function run(rows: readonly ImportRow[], updateExisting: boolean): Promise<ImportRowResult[]> {
    const results: ImportRowResult[] = [];
    setProgress({ done: 0, total: rows.length });
    for (const { reported, toSend, done } of importRequestBatches(rows)) {
      results.push(...reported);
      if (toSend.length > 0) {
        // Not cached: a file's results are read once, here, and would only pile up in the cache.
        const { data } = await importCustomers({
          variables: { rows: toSend, updateExisting },
          fetchPolicy: "no-cache",
        });
        // The server sees only rows the browser's check passed: its one problem is a taken e-mail.
        // One result per row sent, in their order: the line numbers are the rows', not asked for again (every
        // field of 1,000 results counts in the query's cost).
        (data?.importCustomers ?? []).forEach(({ outcome, field, message, companyMatch }, index) => {
          const line = toSend[index]?.line ?? 0;
          const problems = field && message ? [{ field: field as ImportField, message }] : [];
          results.push({ ...importResult(line, outcome, problems), ...(companyMatch ? { companyMatch } : {}) });
        });
      }
      setProgress({ done, total: rows.length });
    }
    return results.sort((a, b) => a.line - b.line);
  }

  return { run, progress, reset: () => setProgress(null) };
}
