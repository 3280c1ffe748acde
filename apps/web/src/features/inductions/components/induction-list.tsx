import { formatDateIn } from "@siteready/domain/i18n";
import type { InductionView as Induction } from "@siteready/domain/inductions";
import { ppeItemKeysOf } from "@siteready/domain/inductions";
import { ClipboardCheck } from "lucide-react";
import { useId } from "react";
import { RecordActions, type RecordItemControls } from "../../../components/ui/record-actions.tsx";
import { RecordFileLink } from "../../../components/ui/record-file-link.tsx";
import { mediaRowSkeleton, RecordList, RecordListSkeleton } from "../../../components/ui/record-list.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useT } from "../../../i18n/use-translation.ts";
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
  const { t, language } = useT();
  const headingId = useId();
  const site = induction.site_name;
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
          thumbnailAlt={t("inductions.openSheet", { site })}
          pdfDescription={` ${t("inductions.ofSheet", { site })}`}
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
            <dt className="text-muted">{t("inductions.company")}</dt>
            <dd className="break-words">{induction.company_name}</dd>
            {induction.project_name ? (
              <>
                <dt className="text-muted">{t("inductions.project")}</dt>
                <dd className="break-words">{induction.project_name}</dd>
              </>
            ) : null}
            <dt className="text-muted">{t("inductions.inducted")}</dt>
            <dd>{formatDateIn(induction.induction_date, language)}</dd>
            {induction.supervisor_name ? (
              <>
                <dt className="text-muted">{t("inductions.supervisor")}</dt>
                <dd className="break-words">{induction.supervisor_name}</dd>
              </>
            ) : null}
            <dt className="text-muted">{t("inductions.safetyBriefing")}</dt>
            <dd>
              {induction.safety_briefing_completed ? t("inductions.completed") : t("inductions.notCompleted")}
            </dd>
            <dt className="text-muted">{t("inductions.ppe")}</dt>
            <dd className="break-words">
              {induction.ppe_requirements.length > 0 || induction.ppe_other
                ? [...ppeItemKeysOf(induction.ppe_requirements).map((key) => t(key)), induction.ppe_other]
                    .filter(Boolean)
                    .join(", ")
                : t("inductions.noPpe")}
            </dd>
            <dt className="text-muted">{t("inductions.validUntil")}</dt>
            <dd>
              {induction.valid_until
                ? formatDateIn(induction.valid_until, language)
                : t("inductions.noEndDate")}
            </dd>
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
        editLabel={induction.sheet_url ? t("inductions.change") : t("inductions.changeOrAddSheet")}
        deleteQuestion={t("inductions.deleteQuestion")}
        confirmDeleteLabel={t("inductions.confirmDelete")}
        keepLabel={t("inductions.keep")}
        {...controls}
      />
    </article>
  );
}

/** The worker's site inductions, newest first. */
export function InductionList() {
  const { t } = useT();
  const inductions = useInductions();
  const remove = useDeleteRecord(inductionRecords);
  return (
    <RecordList
      records={inductions}
      deletion={remove}
      anchor={inductionAnchor}
      focusHashTarget
      skeleton={<RecordListSkeleton loadingText={t("inductions.loading")} renderRow={mediaRowSkeleton} />}
      empty={{
        icon: ClipboardCheck,
        title: t("inductions.emptyTitle"),
        description: t("inductions.emptyText"),
        addLabel: t("inductions.addFirst"),
      }}
      addLabel={t("inductions.add")}
      listLabel={t("inductions.list")}
      listClassName="flex flex-col gap-4"
      editTitle={(induction) => t("inductions.changeTitle", { site: induction.site_name })}
      renderForm={(induction, onClose) => <InductionForm induction={induction} onClose={onClose} />}
      renderItem={(induction, controls) => <InductionItem induction={induction} {...controls} />}
    />
  );
}
