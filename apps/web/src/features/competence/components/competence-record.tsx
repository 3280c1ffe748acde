import {
  type CompetenceEntryView,
  competenceKindLabels,
  competencePlainRoutes,
  entriesByYear,
} from "@siteready/domain/competence";
import { endpointUrl } from "@siteready/domain/endpoint";
import { filesPlainRoutes } from "@siteready/domain/files";
import { formatDateIn } from "@siteready/domain/i18n";
import { GraduationCap, MailPlus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { RecordActions, type RecordItemControls } from "../../../components/ui/record-actions.tsx";
import { RecordList, RecordListSkeleton, textRowSkeleton } from "../../../components/ui/record-list.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { focusLater } from "../../../lib/focus-later.ts";
import {
  useCompetence,
  useDeleteCompetenceEntry,
  useRemoveEvidence,
  useShowEntry,
} from "../api/competence.ts";
import { AskSupervisorForm } from "./ask-supervisor-form.tsx";
import { CompetenceEntryForm } from "./competence-entry-form.tsx";
import { ConfirmationStatus } from "./confirmation-status.tsx";

const entryAnchor = (id: string) => `competence-${id}`;
const evidenceTypes = "image/jpeg,image/png,image/webp,application/pdf";

interface EntryProps extends RecordItemControls {
  entry: CompetenceEntryView;
  /** The year's heading and hours, on the year's first entry. */
  year: { year: string; hours: number } | undefined;
}

function CompetenceEntry({ entry, year, ...controls }: EntryProps) {
  const headingId = useId();
  const { t, language } = useT();
  const [asking, setAsking] = useState(false);
  const show = useShowEntry();
  const removeEvidence = useRemoveEvidence();
  const askAgain = ["bounced", "expired", "declined"].includes(entry.confirmation.state);
  const fileUrl = entry.evidence_file_id
    ? endpointUrl(filesPlainRoutes.file, { params: { id: entry.evidence_file_id } })
    : null;
  return (
    <>
      {year ? (
        <h2 className="mb-3 text-xl font-bold">
          {t("competence.year", { year: year.year, hours: year.hours })}
        </h2>
      ) : null}
      <article
        id={entryAnchor(entry.id)}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
      >
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          <span className="rounded-full border-2 border-accent px-2 py-0.5 text-xs font-bold uppercase">
            {t(competenceKindLabels[entry.kind])}
          </span>
          <time dateTime={entry.date}>{formatDateIn(entry.date, language)}</time>
          <span aria-hidden="true">·</span>
          <span>{t("competence.hours", { hours: entry.hours })}</span>
        </p>
        <h3 id={headingId} className="text-lg font-bold break-words">
          {entry.title}
        </h3>
        {entry.provider ? <p>{t("competence.givenBy", { provider: entry.provider })}</p> : null}
        {entry.notes ? <p className="whitespace-pre-line text-sm">{entry.notes}</p> : null}
        <ConfirmationStatus confirmation={entry.confirmation} />
        {asking ? (
          <FormPanel title={t("competence.ask.open")}>
            <AskSupervisorForm
              entry={entry}
              onClose={() => {
                setAsking(false);
                focusLater(entryAnchor(entry.id));
              }}
            />
          </FormPanel>
        ) : entry.confirmation.state !== "confirmed" ? (
          <Button variant="secondary" className="sm:self-start" onClick={() => setAsking(true)}>
            <MailPlus aria-hidden="true" className="size-5" />
            {askAgain || entry.confirmation.state === "requested"
              ? t("competence.ask.again")
              : t("competence.ask.open")}
          </Button>
        ) : null}
        <details className="rounded-lg border border-border p-3">
          <summary className="cursor-pointer font-semibold">
            {fileUrl ? t("competence.evidence.view") : t("competence.evidence.add")}
          </summary>
          <div className="mt-3 flex flex-col gap-3">
            <FileUpload
              label={t("competence.evidence.label")}
              hint={t("competence.evidence.hint")}
              accept={evidenceTypes}
              kind="image-or-pdf"
              upload={{ route: competencePlainRoutes.evidence, params: { id: entry.id } }}
              currentUrl={fileUrl}
              onUploaded={show}
            />
            {fileUrl ? (
              <Button
                variant="secondary"
                className="sm:self-start"
                disabled={removeEvidence.isPending}
                onClick={() => removeEvidence.mutate(entry.id)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {t("competence.evidence.remove")}
              </Button>
            ) : null}
          </div>
        </details>
        <RecordActions
          headingId={headingId}
          deleteIcon={Trash2}
          deleteQuestion={t("competence.deleteQuestion", { title: entry.title })}
          confirmDeleteLabel={t("competence.confirmDelete")}
          keepLabel={t("competence.keep")}
          {...controls}
        />
      </article>
    </>
  );
}

function RecordSkeleton() {
  const { t } = useT();
  return (
    <RecordListSkeleton loadingText={t("competence.loading")} rowCount={3} renderRow={textRowSkeleton} />
  );
}

/** My competence record grouped by year, each year with its hours; add, change, delete, ask to confirm. */
export function CompetenceRecord() {
  const entries = useCompetence();
  const remove = useDeleteCompetenceEntry();
  const { t } = useT();
  const firstOfYear = new Map(
    entriesByYear(entries.data ?? []).map((group) => [
      group.entries[0]?.id,
      { year: group.year, hours: group.hours },
    ]),
  );
  return (
    <RecordList
      records={entries}
      deletion={remove}
      anchor={entryAnchor}
      skeleton={<RecordSkeleton />}
      empty={{
        icon: GraduationCap,
        title: t("competence.emptyTitle"),
        description: t("competence.emptyText"),
        addLabel: t("competence.form.addFirst"),
      }}
      addLabel={t("competence.form.add")}
      listLabel={t("competence.list")}
      listClassName="flex flex-col gap-4"
      editTitle={(entry) => t("competence.changeTitle", { title: entry.title })}
      renderForm={(entry, onClose) => <CompetenceEntryForm entry={entry} onClose={onClose} />}
      renderItem={(entry, controls) => (
        <CompetenceEntry entry={entry} year={firstOfYear.get(entry.id)} {...controls} />
      )}
    />
  );
}
