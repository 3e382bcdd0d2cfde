import { Alert, Button, Modal, Progress } from "antd";
import { useState, type ReactNode } from "react";
import { CsvColumnMapping, type ColumnMapping, type MappedRow } from "./CsvColumnMapping.tsx";
import { downloadFile } from "./downloadFile.ts";
import { DIALOG_WIDTH } from "./FormDialog.tsx";
import { checkCsvFile, parseCsvFile, type ParsedCsv } from "./parseCsvFile.ts";
import { serverMessage } from "./userFacingError.ts";
import "./csvImportDialog.css";

/** What one kind of import reads a file with, and writes its report with: its rules module's pieces. */
export type CsvImportRules<Field extends string, Result> = {
  fields: readonly Field[];
  fieldLabels: Record<Field, string>;
  guessMapping: (headers: readonly string[]) => ColumnMapping<Field>;
  mapRows: (rows: readonly (readonly string[])[], mapping: ColumnMapping<Field>) => MappedRow<Field>[];
  /** What is said when a column the import cannot do without is not mapped; null when all are. */
  missingColumn: (mapping: ColumnMapping<Field>) => string | null;
  reportCsv: (results: Result[]) => string;
};

/** An import hook's answer: how far it is, and how to run it and start again. */
export type CsvImporter<Field extends string, Result> = {
  progress: { done: number; total: number } | null;
  run: (rows: MappedRow<Field>[], updateExisting: boolean) => Promise<Result[]>;
  reset: () => void;
};

export type CsvImportDialogProps<Field extends string, Result> = {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  /** The dialog's title: "Import Customers". */
  title: string;
  /** The checkbox that has rows already there updated: "Update existing customers with the same email". */
  updateExistingLabel: string;
  rules: CsvImportRules<Field, Result>;
  importer: CsvImporter<Field, Result>;
  /** The finished import's report. */
  renderReport: (results: Result[]) => ReactNode;
};

/** An import: choose a CSV file, map its columns, preview, import with progress, read the report. */
export function CsvImportDialog<Field extends string, Result>({
  open,
  onClose,
  onImported,
  title,
  updateExistingLabel,
  rules,
  importer,
  renderReport,
}: CsvImportDialogProps<Field, Result>) {
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<Field> | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<Result[] | null>(null);
  const importing = importer.progress !== null && results === null;

  function close() {
    setCsv(null);
    setMapping(null);
    setResults(null);
    setError(null);
    setUpdateExisting(false);
    importer.reset();
    onClose();
  }

  async function chooseFile(file: File | undefined) {
    setCsv(null);
    setError(null);
    if (!file) return;
    const refused = checkCsvFile(file);
    if (refused) return setError(refused);
    const parsed = await parseCsvFile(file);
    if (!parsed.ok) return setError(parsed.message);
    setCsv(parsed.csv);
    setMapping(rules.guessMapping(parsed.csv.headers));
  }

  async function start() {
    if (!csv || !mapping) return;
    const missing = rules.missingColumn(mapping);
    if (missing) return setError(missing);
    setError(null);
    try {
      setResults(await importer.run(rules.mapRows(csv.rows, mapping), updateExisting));
      onImported();
    } catch (failure) {
      importer.reset();
      setError(serverMessage(failure));
    }
  }

  const footer = results ? (
    <>
      <Button onClick={() => downloadFile("import-report.csv", rules.reportCsv(results), "text/csv")}>
        Download report
      </Button>
      <Button type="primary" onClick={close}>
        Done
      </Button>
    </>
  ) : (
    <>
      <Button onClick={close} disabled={importing}>
        Cancel
      </Button>
      <Button type="primary" onClick={() => void start()} disabled={!csv} loading={importing}>
        Import
      </Button>
    </>
  );

  return (
    <Modal title={title} open={open} onCancel={close} footer={footer} width={DIALOG_WIDTH} maskClosable={false}>
      {results ? (
        <div className="csv-import">{renderReport(results)}</div>
      ) : (
        <div className="csv-import">
          <label className="csv-import-file">
            <span>CSV file (with a header row, up to 20 MB)</span>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={importing}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </label>
          {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
          {csv && mapping ? (
            <CsvColumnMapping
              csv={csv}
              fields={rules.fields}
              fieldLabels={rules.fieldLabels}
              mapping={mapping}
              onMappingChange={setMapping}
              mapRows={rules.mapRows}
              updateExistingLabel={updateExistingLabel}
              updateExisting={updateExisting}
              onUpdateExistingChange={setUpdateExisting}
              disabled={importing}
            />
          ) : null}
          {importer.progress ? (
            <Progress
              aria-label="Import progress"
              percent={Math.floor((importer.progress.done / Math.max(importer.progress.total, 1)) * 100)}
            />
          ) : null}
        </div>
      )}
    </Modal>
  );
}
