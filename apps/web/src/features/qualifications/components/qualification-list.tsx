import { formatDate, type QualificationView as Qualification } from "@siteready/domain";
import { Award } from "lucide-react";
import { useId } from "react";
import {
  type GateToggleSlot,
  RecordActions,
  type RecordItemControls,
} from "../../../components/ui/record-actions.tsx";
import { RecordDetails, RecordNumber } from "../../../components/ui/record-details.tsx";
import { RecordFileLink } from "../../../components/ui/record-file-link.tsx";
import { mediaRowSkeleton, RecordList, RecordListSkeleton } from "../../../components/ui/record-list.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useDeleteRecord } from "../../../lib/record-collection.ts";
import { useQualifications } from "../api/get-qualifications.ts";
import { qualificationRecords } from "../api/qualification-records.ts";
import { QualificationForm } from "./qualification-form.tsx";

/** The anchor the dashboard's 'Expiring soon' links to: /qualifications#qualification-<id>. */
const qualificationAnchor = (id: string) => `qualification-${id}`;

/** The certificate: its thumbnail when it is a photo, otherwise a PDF icon; either opens the file. */
function Certificate({ qualification }: { qualification: Qualification }) {
  return (
    <RecordFileLink
      fileUrl={qualification.certificate_url}
      thumbnailUrl={qualification.certificate_thumbnail_url}
      thumbnailAlt={`Open the certificate for ${qualification.type}`}
      pdfDescription={` of the certificate for ${qualification.type}`}
      placeholder={
        <div className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-muted">
          <Award aria-hidden="true" className="size-8" />
        </div>
      }
    />
  );
}

interface QualificationItemProps extends RecordItemControls {
  gateToggle: GateToggleSlot;
  qualification: Qualification;
}

function QualificationItem({ qualification, gateToggle, ...controls }: QualificationItemProps) {
  const headingId = useId();
  return (
    <article
      id={qualificationAnchor(qualification.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl border border-border bg-surface p-4 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      <div className="flex gap-4">
        <Certificate qualification={qualification} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {qualification.type}
          </h2>
          <RecordDetails>
            <dt className="text-muted">Awarded by</dt>
            <dd className="break-words">{qualification.issuing_authority || "Not added"}</dd>
            {qualification.number ? (
              <>
                <dt className="text-muted">Number</dt>
                <RecordNumber>{qualification.number}</RecordNumber>
              </>
            ) : null}
            <dt className="text-muted">Issued</dt>
            <dd>{qualification.issue_date ? formatDate(qualification.issue_date) : "Not added"}</dd>
            <dt className="text-muted">Expires</dt>
            <dd>{qualification.expiry_date ? formatDate(qualification.expiry_date) : "Does not expire"}</dd>
          </RecordDetails>
          {qualification.expiry_date ? (
            <div>
              <UrgencyBadge urgency={qualification.urgency} />
            </div>
          ) : null}
        </div>
      </div>
      {gateToggle({ id: qualification.id, shown: qualification.show_at_gate, headingId })}
      <RecordActions
        headingId={headingId}
        editLabel={qualification.certificate_url ? "Change" : "Change or add certificate"}
        deleteQuestion="Delete this qualification and its certificate? You cannot undo this."
        confirmDeleteLabel="Yes, delete qualification"
        keepLabel="Keep qualification"
        {...controls}
      />
    </article>
  );
}

function QualificationListSkeleton() {
  return <RecordListSkeleton loadingText="Loading your qualifications…" renderRow={mediaRowSkeleton} />;
}

/** The worker's qualifications, each with who awarded it, its certificate and any expiry. */
export function QualificationList({ gateToggle }: { gateToggle: GateToggleSlot }) {
  const qualifications = useQualifications();
  const remove = useDeleteRecord(qualificationRecords);
  return (
    <RecordList
      records={qualifications}
      deletion={remove}
      anchor={qualificationAnchor}
      focusHashTarget
      skeleton={<QualificationListSkeleton />}
      empty={{
        icon: Award,
        title: "No qualifications yet",
        description:
          "List your NVQs, tickets and training certificates here, with who awarded them and a photo or PDF of each. It shows employers what you can do, and you always have the certificate to hand.",
        addLabel: "Add your first qualification",
      }}
      addLabel="Add a qualification"
      listLabel="Your qualifications"
      listClassName="flex flex-col gap-4"
      editTitle={(qualification) => `Change ${qualification.type}`}
      renderForm={(qualification, onClose) => (
        <QualificationForm qualification={qualification} onClose={onClose} />
      )}
      renderItem={(qualification, controls) => (
        <QualificationItem qualification={qualification} gateToggle={gateToggle} {...controls} />
      )}
    />
  );
}
