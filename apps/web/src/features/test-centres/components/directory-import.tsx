import {
  csvLineErrorSchema,
  type TestCentreImportResult,
  testCentreCsvColumns,
  testCentreCsvErrorIn,
} from "@siteready/domain/test-centres";
import { Database, FileUp } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useImportExampleTestCentres } from "../api/import-example-test-centres.ts";
import { useImportTestCentres } from "../api/import-test-centres.ts";

/** A problem as an older server words it: English only. */
/**
 * The server's problems with a CSV, by line, in the language shown, from each problem's catalogue key (the English
 * beside it is not read); empty for any other error.
 */
function lineErrors(error: unknown, { language, catalogue }: Translator): { line: number; text: string }[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details.errors)) return [];
  return error.details.errors.flatMap((item: unknown) => {
    const worded = csvLineErrorSchema.safeParse(item);
    return worded.success
      ? [{ line: worded.data.line, text: testCentreCsvErrorIn(worded.data, language, catalogue) }]
      : [];
  });
}

function importedText({ imported, demo }: TestCentreImportResult, t: Translator["t"]): string {
  return demo > 0
    ? t("places.import.loadedDemo", { count: imported, demo })
    : t("places.import.loaded", { count: imported });
}

type Pending = { kind: "example" } | { kind: "csv"; csv: string } | null;

/**
 * Admins only: load the example directory, or replace the directory from a CSV file or pasted text. Loading
 * replaces every centre, so it asks first when there is a directory to lose.
 */
export function DirectoryImport({ directoryEmpty }: { directoryEmpty: boolean }) {
  const headingId = useId();
  const [csv, setCsv] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const [result, setResult] = useState<TestCentreImportResult | null>(null);
  const loadExample = useImportExampleTestCentres();
  const importCsv = useImportTestCentres();
  const busy = loadExample.isPending || importCsv.isPending;
  const translator = useT();
  const { t } = translator;
  const problems = lineErrors(importCsv.error, translator);

  function run(next: Exclude<Pending, null>) {
    setResult(null);
    const done = {
      onSuccess: (answer: TestCentreImportResult) => setResult(answer),
      onSettled: () => setPending(null),
    };
    if (next.kind === "example") loadExample.mutate(undefined, done);
    else importCsv.mutate(next.csv, done);
  }

  function ask(next: Exclude<Pending, null>) {
    if (directoryEmpty) run(next);
    else setPending(next);
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file) setCsv(await file.text());
  }

  function submitCsv(event: FormEvent) {
    event.preventDefault();
    if (csv.trim()) ask({ kind: "csv", csv });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Database aria-hidden="true" className="size-5" />
        {directoryEmpty ? t("places.import.loadTitle") : t("places.import.replaceTitle")}
      </h2>
      <p className="text-muted">{t("places.import.intro")}</p>
      {result ? (
        <p role="status" className="font-semibold">
          {importedText(result, t)}
        </p>
      ) : null}
      {pending ? (
        <InlineConfirm
          question={t("places.import.replaceQuestion")}
          confirmLabel={t("places.import.confirmReplace")}
          cancelLabel={t("places.import.keep")}
          busy={busy}
          onConfirm={() => run(pending)}
          onCancel={() => setPending(null)}
        />
      ) : null}
      <Button
        variant="secondary"
        className="sm:self-start"
        busy={loadExample.isPending}
        disabled={busy}
        onClick={() => ask({ kind: "example" })}
      >
        {t("places.import.loadExample")}
      </Button>
      {loadExample.error ? <ErrorBox error={loadExample.error} /> : null}

      <form
        noValidate
        aria-label={t("places.import.csvForm")}
        onSubmit={submitCsv}
        className="flex flex-col gap-3"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${headingId}-file`} className="font-medium">
            {t("places.import.csvFile")}
          </label>
          <input
            id={`${headingId}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void readFile(event)}
            className="min-h-11 w-full rounded-lg border border-border bg-surface p-1 text-base text-text file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-surface-muted file:px-4 file:font-semibold file:text-text"
          />
        </div>
        <TextareaField
          label={t("places.import.paste")}
          hint={t("places.import.pasteHint", { columns: testCentreCsvColumns.join(",") })}
          rows={6}
          spellCheck={false}
          className="font-mono wrap-anywhere"
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
        />
        {importCsv.error ? <ErrorBox error={importCsv.error} /> : null}
        {problems.length > 0 ? (
          <ul
            aria-label={t("places.import.problems")}
            className="flex flex-col gap-1 text-sm font-medium text-danger"
          >
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.text}`}>
                {t("places.import.line", { line: problem.line, message: problem.text })}
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          type="submit"
          className="sm:self-start"
          busy={importCsv.isPending}
          disabled={busy || !csv.trim()}
        >
          <FileUp aria-hidden="true" className="size-5" />
          {t("places.import.submit")}
        </Button>
      </form>
    </section>
  );
}
