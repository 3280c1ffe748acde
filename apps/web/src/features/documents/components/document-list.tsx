import { formatDate, type DocumentView as ProfileDocument } from "@siteready/domain";
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
import { useDeleteRecord } from "../../../lib/record-collection.ts";
import { documentRecords } from "../api/document-records.ts";
import { useDocuments } from "../api/get-documents.ts";
import { DocumentForm } from "./document-form.tsx";

/** The anchor the dashboard's 'Expiring soon' links to: /documents#document-<id>. */
const documentAnchor = (id: string) => `document-${id}`;

/** The document's file: its thumbnail when it is a photo, otherwise a PDF icon; either opens the file. */
function DocumentFile({ document }: { document: ProfileDocument }) {
  const typeLabel = document.document_type_label.toLowerCase();
  return (
    <RecordFileLink
      fileUrl={document.file_url}
      thumbnailUrl={document.thumbnail_url}
      thumbnailAlt={`Open your ${typeLabel}`}
      pdfDescription={` of your ${typeLabel}`}
      placeholder={
        <div className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-center text-xs text-muted">
          No file yet
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
            {document.document_type_label}
          </h2>
          <RecordDetails>
            <dt className="text-muted">Number</dt>
            <RecordNumber>{document.document_number || "Not added"}</RecordNumber>
            <dt className="text-muted">Expires</dt>
            <dd>{document.expiry_date ? formatDate(document.expiry_date) : "No expiry date"}</dd>
          </RecordDetails>
          <div>
            <UrgencyBadge urgency={document.urgency} />
          </div>
        </div>
      </div>
      {gateToggle({ id: document.id, shown: document.show_at_gate, headingId })}
      <RecordActions
        headingId={headingId}
        editLabel={document.file_url ? "Change" : "Change or add file"}
        deleteQuestion="Delete this document and its file? You cannot undo this."
        confirmDeleteLabel="Yes, delete document"
        keepLabel="Keep document"
        {...controls}
      />
    </article>
  );
}

function DocumentListSkeleton() {
  return <RecordListSkeleton loadingText="Loading your documents…" renderRow={mediaRowSkeleton} />;
}

/** The worker's identity and right-to-work documents, each with its file and expiry. */
export function DocumentList({ gateToggle }: { gateToggle: GateToggleSlot }) {
  const documents = useDocuments();
  const remove = useDeleteRecord(documentRecords);
  return (
    <RecordList
      records={documents}
      deletion={remove}
      anchor={documentAnchor}
      focusHashTarget
      skeleton={<DocumentListSkeleton />}
      empty={{
        icon: FileText,
        title: "No documents yet",
        description:
          "Keep your passport, driving licence and right to work details here, with a photo or PDF of each. Agencies and site managers often ask for them before your first shift, and we remind you before they expire.",
        addLabel: "Add your first document",
      }}
      addLabel="Add a document"
      listLabel="Your documents"
      listClassName="flex flex-col gap-4"
      editTitle={(document) => `Change your ${document.document_type_label.toLowerCase()}`}
      renderForm={(document, onClose) => <DocumentForm document={document} onClose={onClose} />}
      renderItem={(document, controls) => (
        <DocumentItem document={document} gateToggle={gateToggle} {...controls} />
      )}
    />
  );
}
