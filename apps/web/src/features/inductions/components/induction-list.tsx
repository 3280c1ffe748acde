import type { InductionView as Induction } from "@siteready/domain";
import { formatDate } from "@siteready/domain";
import { ClipboardCheck } from "lucide-react";
import { useId } from "react";
import { RecordActions, type RecordItemControls } from "../../../components/ui/record-actions.tsx";
import { RecordFileLink } from "../../../components/ui/record-file-link.tsx";
import { mediaRowSkeleton, RecordList, RecordListSkeleton } from "../../../components/ui/record-list.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useDeleteRecord } from "../../../lib/record-collection.ts";
import { useInductions } from "../api/get-inductions.ts";
import { inductionRecords } from "../api/induction-records.ts";
import { InductionForm } from "./induction-form.tsx";

/** The anchor the dashboard's 'Expiring soon' and reminder e-mails link to: /inductions#induction-<id>. */
const inductionAnchor = (id: string) => `induction-${id}`;

interface InductionItemProps extends RecordItemControls {
  induction: Induction;
}

function InductionItem({ induction, ...controls }: InductionItemProps) {
  const headingId = useId();
  return (
    <article
      id={inductionAnchor(induction.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl border border-border bg-surface p-4 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      <div className="flex gap-4">
        <RecordFileLink
          fileUrl={induction.sheet_url}
          thumbnailUrl={induction.sheet_thumbnail_url}
          thumbnailAlt={`Open the signed sheet for ${induction.site_name}`}
          pdfDescription={` of the signed sheet for ${induction.site_name}`}
          placeholder={
            <div className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-muted">
              <ClipboardCheck aria-hidden="true" className="size-8" />
            </div>
          }
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {induction.site_name}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Company</dt>
            <dd className="break-words">{induction.company_name}</dd>
            {induction.project_name ? (
              <>
                <dt className="text-muted">Project</dt>
                <dd className="break-words">{induction.project_name}</dd>
              </>
            ) : null}
            <dt className="text-muted">Inducted</dt>
            <dd>{formatDate(induction.induction_date)}</dd>
            {induction.supervisor_name ? (
              <>
                <dt className="text-muted">Supervisor</dt>
                <dd className="break-words">{induction.supervisor_name}</dd>
              </>
            ) : null}
            <dt className="text-muted">Safety briefing</dt>
            <dd>{induction.safety_briefing_completed ? "Completed" : "Not completed"}</dd>
            <dt className="text-muted">PPE</dt>
            <dd className="break-words">
              {induction.ppe_summary.length > 0 ? induction.ppe_summary.join(", ") : "None listed"}
            </dd>
            <dt className="text-muted">Valid until</dt>
            <dd>{induction.valid_until ? formatDate(induction.valid_until) : "No end date"}</dd>
          </dl>
          {induction.valid_until ? (
            <div>
              <UrgencyBadge urgency={induction.urgency} />
            </div>
          ) : null}
        </div>
      </div>
      <RecordActions
        headingId={headingId}
        editLabel={induction.sheet_url ? "Change" : "Change or add sheet photo"}
        deleteQuestion="Delete this induction and its sheet photo? You cannot undo this."
        confirmDeleteLabel="Yes, delete induction"
        keepLabel="Keep induction"
        {...controls}
      />
    </article>
  );
}

/** The worker's site inductions, newest first. */
export function InductionList() {
  const inductions = useInductions();
  const remove = useDeleteRecord(inductionRecords);
  return (
    <RecordList
      records={inductions}
      deletion={remove}
      anchor={inductionAnchor}
      focusHashTarget
      skeleton={<RecordListSkeleton loadingText="Loading your inductions…" renderRow={mediaRowSkeleton} />}
      empty={{
        icon: ClipboardCheck,
        title: "No inductions yet",
        description:
          "Keep every site induction here: the site, the contractor, the date, the PPE they asked for and a photo of the signed sheet. Take a photo of the paper record and we fill in the details for you.",
        addLabel: "Add your first induction",
      }}
      addLabel="Add an induction"
      listLabel="Your inductions"
      listClassName="flex flex-col gap-4"
      editTitle={(induction) => `Change ${induction.site_name}`}
      renderForm={(induction, onClose) => <InductionForm induction={induction} onClose={onClose} />}
      renderItem={(induction, controls) => <InductionItem induction={induction} {...controls} />}
    />
  );
}
