import { formatDateIn } from "@siteready/domain/i18n";
import type { QualificationView as Qualification } from "@siteready/domain/profile";
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
import { useT } from "../../../i18n/use-translation.ts";
import { useDeleteRecord } from "../../../lib/record-collection.ts";
import { useQualifications } from "../api/get-qualifications.ts";
import { qualificationRecords } from "../api/qualification-records.ts";
import { QualificationForm } from "./qualification-form.tsx";

/** The anchor the dashboard's 'Expiring soon' links to: /qualifications#qualification-<id>. */
const qualificationAnchor = (id: string) => `qualification-${id}`;

/** The certificate: its thumbnail when it is a photo, otherwise a PDF icon; either opens the file. */
function Certificate({ qualification }: { qualification: Qualification }) {
  const { t } = useT();
  return (
    <RecordFileLink
      fileUrl={qualification.certificate_url}
      thumbnailUrl={qualification.certificate_thumbnail_url}
      thumbnailAlt={t("qualifications.open", { qualification: qualification.type })}
      pdfDescription={` ${t("qualifications.ofCertificate", { qualification: qualification.type })}`}
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
  const { t, language } = useT();
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
            <dt className="text-muted">{t("qualifications.awardedBy")}</dt>
            <dd className="break-words">{qualification.issuing_authority || t("documents.notAdded")}</dd>
            {qualification.number ? (
              <>
                <dt className="text-muted">{t("documents.number")}</dt>
                <RecordNumber>{qualification.number}</RecordNumber>
              </>
            ) : null}
            <dt className="text-muted">{t("qualifications.issued")}</dt>
            <dd>
              {qualification.issue_date
                ? formatDateIn(qualification.issue_date, language)
                : t("documents.notAdded")}
            </dd>
            <dt className="text-muted">{t("documents.expires")}</dt>
            <dd>
              {qualification.expiry_date
                ? formatDateIn(qualification.expiry_date, language)
                : t("qualifications.doesNotExpire")}
            </dd>
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
        deleteQuestion={t("qualifications.deleteQuestion")}
        confirmDeleteLabel={t("qualifications.confirmDelete")}
        keepLabel={t("qualifications.keep")}
        {...controls}
      />
    </article>
  );
}

function QualificationListSkeleton() {
  const { t } = useT();
  return <RecordListSkeleton loadingText={t("qualifications.loading")} renderRow={mediaRowSkeleton} />;
}

/** The worker's qualifications, each with who awarded it, its certificate and any expiry. */
export function QualificationList({ gateToggle }: { gateToggle: GateToggleSlot }) {
  const qualifications = useQualifications();
  const remove = useDeleteRecord(qualificationRecords);
  const { t } = useT();
  return (
    <RecordList
      records={qualifications}
      deletion={remove}
      anchor={qualificationAnchor}
      focusHashTarget
      skeleton={<QualificationListSkeleton />}
      empty={{
        icon: Award,
        title: t("qualifications.emptyTitle"),
        description: t("qualifications.emptyText"),
        addLabel: t("qualifications.addFirst"),
      }}
      addLabel={t("qualifications.add")}
      listLabel={t("qualifications.list")}
      listClassName="flex flex-col gap-4"
      editTitle={(qualification) => t("qualifications.changeTitle", { qualification: qualification.type })}
      renderForm={(qualification, onClose) => (
        <QualificationForm qualification={qualification} onClose={onClose} />
      )}
      renderItem={(qualification, controls) => (
        <QualificationItem qualification={qualification} gateToggle={gateToggle} {...controls} />
      )}
    />
  );
}
