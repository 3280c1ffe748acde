import { formatDate } from "@siteready/domain";
import { FileText, Pencil, Plus, Trash } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useHashTarget } from "../../../lib/use-hash-target.ts";
import { useDeleteDocument } from "../api/delete-document.ts";
import { type ProfileDocument, useDocuments } from "../api/get-documents.ts";
import { DocumentForm } from "./document-form.tsx";

/** The anchor the dashboard's 'Expiring soon' links to: /documents#document-<id>. */
const documentAnchor = (id: string) => `document-${id}`;

/** The document's file: its thumbnail when it is a photo, otherwise a PDF icon; either opens the file. */
function DocumentFile({ document }: { document: ProfileDocument }) {
  if (!document.file_url) {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-center text-xs text-muted">
        No file yet
      </div>
    );
  }
  if (document.thumbnail_url) {
    return (
      <a href={document.file_url} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={document.thumbnail_url}
          alt={`Open your ${document.document_type_label.toLowerCase()}`}
          className="size-20 rounded-md border border-border object-cover"
        />
      </a>
    );
  }
  return (
    <a
      href={document.file_url}
      target="_blank"
      rel="noreferrer"
      className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-md border border-border bg-surface-muted text-sm font-semibold"
    >
      <FileText aria-hidden="true" className="size-8" />
      <span>
        Open PDF<span className="sr-only"> of your {document.document_type_label.toLowerCase()}</span>
      </span>
    </a>
  );
}

interface DocumentItemProps {
  document: ProfileDocument;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: unknown;
}

function DocumentItem({ document, onEdit, onDelete, deleting, deleteError }: DocumentItemProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
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
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Number</dt>
            <dd className="font-mono break-all">{document.document_number || "Not added"}</dd>
            <dt className="text-muted">Expires</dt>
            <dd>{document.expiry_date ? formatDate(document.expiry_date) : "No expiry date"}</dd>
          </dl>
          <div>
            <UrgencyBadge urgency={document.urgency} />
          </div>
        </div>
      </div>
      {confirming ? (
        <InlineConfirm
          question="Delete this document and its file? You cannot undo this."
          confirmLabel="Yes, delete document"
          cancelLabel="Keep document"
          busy={deleting}
          error={deleteError}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-describedby={headingId}>
            <Pencil aria-hidden="true" className="size-4" />
            {document.file_url ? "Change" : "Change or add file"}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-describedby={headingId}>
            <Trash aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}

function DocumentListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">Loading your documents…</p>
      {[0, 1].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse gap-4 rounded-xl border border-border p-4"
        >
          <div className="size-20 rounded-md bg-surface-muted" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-5 w-1/2 rounded bg-surface-muted" />
            <div className="h-4 w-2/3 rounded bg-surface-muted" />
            <div className="h-6 w-1/3 rounded-full bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

type Panel = { kind: "closed" } | { kind: "add" } | { kind: "edit"; documentId: string };

/** The worker's identity and right-to-work documents, each with its file and expiry. */
export function DocumentList() {
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const [panel, setPanel] = useState<Panel>({ kind: "closed" });
  const addButtonId = useId();
  useHashTarget(documents.isSuccess);

  // Focus goes back to where the user was (or to the add button once a document is gone), so keyboard and
  // screen-reader users are not left at the top of the page.
  function focusLater(id: string) {
    requestAnimationFrame(() => window.document.getElementById(id)?.focus());
  }

  function close() {
    focusLater(panel.kind === "edit" ? documentAnchor(panel.documentId) : addButtonId);
    setPanel({ kind: "closed" });
  }

  if (documents.isPending) return <DocumentListSkeleton />;
  if (documents.isError) return <ErrorBox error={documents.error} onRetry={() => void documents.refetch()} />;

  if (documents.data.length === 0 && panel.kind === "closed") {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
        <FileText aria-hidden="true" className="size-12 text-muted" />
        <h2 className="text-xl font-bold">No documents yet</h2>
        <p className="max-w-prose text-muted">
          Keep your passport, driving licence and right to work details here, with a photo or PDF of each.
          Agencies and site managers often ask for them before your first shift, and we remind you before they
          expire.
        </p>
        <Button id={addButtonId} onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add your first document
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {panel.kind === "add" ? (
        <FormPanel title="Add a document">
          <DocumentForm onClose={close} />
        </FormPanel>
      ) : (
        <Button id={addButtonId} className="sm:self-start" onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add a document
        </Button>
      )}
      <ul className="flex flex-col gap-4" aria-label="Your documents">
        {documents.data.map((document) => (
          <li key={document.id}>
            {panel.kind === "edit" && panel.documentId === document.id ? (
              <FormPanel title={`Change your ${document.document_type_label.toLowerCase()}`}>
                <DocumentForm document={document} onClose={close} />
              </FormPanel>
            ) : (
              <DocumentItem
                document={document}
                onEdit={() => setPanel({ kind: "edit", documentId: document.id })}
                onDelete={() => remove.mutate(document.id, { onSuccess: () => focusLater(addButtonId) })}
                deleting={remove.isPending && remove.variables === document.id}
                deleteError={remove.variables === document.id ? remove.error : null}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
