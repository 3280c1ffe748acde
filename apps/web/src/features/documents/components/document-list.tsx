import { formatDateIn } from "@siteready/domain/i18n";
import type { DocumentView as ProfileDocument } from "@siteready/domain/profile";
import { shownDocumentType } from "@siteready/domain/record-words";
import { FileText } from "lucide-react";
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
import { documentRecords } from "../api/document-records.ts";
import { useDocuments } from "../api/get-documents.ts";
import { DocumentForm } from "./document-form.tsx";

/** The anchor the dashboard's 'Expiring soon' links to: /documents#document-<id>. */
const documentAnchor = (id: string) => `document-${id}`;

/** The document's file: its thumbnail when it is a photo, otherwise a PDF icon; either opens the file. */
function DocumentFile({ document }: { document: ProfileDocument }) {
  const { t } = useT();
  const typeLabel = shownDocumentType(document.document_type, t).toLowerCase();
  return (
    <RecordFileLink
      fileUrl={document.file_url}
      thumbnailUrl={document.thumbnail_url}
      thumbnailAlt={t("documents.open", { document: typeLabel })}
      pdfDescription={` ${t("documents.ofYour", { document: typeLabel })}`}
      placeholder={
        <div className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-center text-xs text-muted">
          {t("documents.noFile")}
        </div>
      }
    />
  );
}

interface DocumentItemProps extends RecordItemControls {
  gateToggle: GateToggleSlot;
  document: ProfileDocument;
}

function DocumentItem({ document, gateToggle, ...controls }: DocumentItemProps) {
  const headingId = useId();
  const { t, language } = useT();
  return (
    <article
      id={documentAnchor(document.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl border border-border bg-surface p-4 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      <div className="flex gap-4">
        <DocumentFile document={document} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id={headingId} className="text-lg font-bold">
            {shownDocumentType(document.document_type, t)}
          </h2>
          <RecordDetails>
            <dt className="text-muted">{t("documents.number")}</dt>
            <RecordNumber>{document.document_number || t("documents.notAdded")}</RecordNumber>
            <dt className="text-muted">{t("documents.expires")}</dt>
            <dd>
              {document.expiry_date
                ? formatDateIn(document.expiry_date, language)
                : t("documents.noExpiryDate")}
            </dd>
          </RecordDetails>
          <div>
            <UrgencyBadge urgency={document.urgency} />
          </div>
        </div>
      </div>
      {gateToggle({ id: document.id, shown: document.show_at_gate, headingId })}
      <RecordActions
        headingId={headingId}
        deleteQuestion={t("documents.deleteQuestion")}
        confirmDeleteLabel={t("documents.confirmDelete")}
        keepLabel={t("documents.keep")}
        {...controls}
      />
    </article>
  );
}

function DocumentListSkeleton() {
  const { t } = useT();
  return <RecordListSkeleton loadingText={t("documents.loading")} renderRow={mediaRowSkeleton} />;
}

/** The worker's identity and right-to-work documents, each with its file and expiry. */
export function DocumentList({ gateToggle }: { gateToggle: GateToggleSlot }) {
  const documents = useDocuments();
  const remove = useDeleteRecord(documentRecords);
  const { t } = useT();
  return (
    <RecordList
      records={documents}
      deletion={remove}
      anchor={documentAnchor}
      focusHashTarget
      skeleton={<DocumentListSkeleton />}
      empty={{
        icon: FileText,
        title: t("documents.emptyTitle"),
        description: t("documents.emptyText"),
        addLabel: t("documents.addFirst"),
      }}
      addLabel={t("documents.add")}
      listLabel={t("documents.list")}
      listClassName="flex flex-col gap-4"
      editTitle={(document) =>
        t("documents.changeTitle", { document: shownDocumentType(document.document_type, t).toLowerCase() })
      }
      renderForm={(document, onClose) => <DocumentForm document={document} onClose={onClose} />}
      renderItem={(document, controls) => (
        <DocumentItem document={document} gateToggle={gateToggle} {...controls} />
      )}
    />
  );
}
