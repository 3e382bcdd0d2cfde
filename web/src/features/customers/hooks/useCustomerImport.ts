import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import {
  duplicateTracker,
  MAX_IMPORT_BATCH,
  setAsideRepeated,
  type ImportRow,
  type ImportRowResult,
} from "../../../../../schema/customers/customers.import-rules.ts";
import { ImportCustomersDocument } from "../../../graphql/generated/graphql.ts";

export type ImportProgress = { done: number; total: number };

/**
 * Sends a file's rows in batches of 1,000, one after the other, so the page stays responsive between
 * them. A row repeating an earlier row's e-mail anywhere in the file is reported here and not sent
 * (each batch only sees its own rows); everything else is decided by the server.
 */
export function useCustomerImport() {
  const [importCustomers] = useMutation(ImportCustomersDocument);
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  async function run(rows: readonly ImportRow[], updateExisting: boolean): Promise<ImportRowResult[]> {
    const track = duplicateTracker();
    const results: ImportRowResult[] = [];
    setProgress({ done: 0, total: rows.length });
    for (let start = 0; start < rows.length; start += MAX_IMPORT_BATCH) {
      const batch = rows.slice(start, start + MAX_IMPORT_BATCH);
      const { reported, toSend } = setAsideRepeated(track, batch);
      results.push(...reported);
      if (toSend.length > 0) {
        // Not cached: a file's results are read once, here, and would only pile up in the cache.
        const { data } = await importCustomers({
          variables: { rows: toSend, updateExisting },
          fetchPolicy: "no-cache",
        });
        results.push(...((data?.importCustomers ?? []) as ImportRowResult[]));
      }
      setProgress({ done: start + batch.length, total: rows.length });
    }
    return results.sort((a, b) => a.line - b.line);
  }

  return { run, progress, reset: () => setProgress(null) };
}
