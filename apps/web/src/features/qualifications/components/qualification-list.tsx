import { formatDate } from "@siteready/domain";
import { Award, FileText, Pencil, Plus, Trash } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useHashTarget } from "../../../lib/use-hash-target.ts";
import { useDeleteQualification } from "../api/delete-qualification.ts";
import { type Qualification, useQualifications } from "../api/get-qualifications.ts";
import { QualificationForm } from "./qualification-form.tsx";

/** The anchor the dashboard's 'Expiring soon' links to: /qualifications#qualification-<id>. */
const qualificationAnchor = (id: string) => `qualification-${id}`;

/** The certificate: its thumbnail when it is a photo, otherwise a PDF icon; either opens the file. */
function Certificate({ qualification }: { qualification: Qualification }) {
  if (!qualification.certificate_url) {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-muted">
        <Award aria-hidden="true" className="size-8" />
      </div>
    );
  }
  if (qualification.certificate_thumbnail_url) {
    return (
      <a href={qualification.certificate_url} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={qualification.certificate_thumbnail_url}
          alt={`Open the certificate for ${qualification.type}`}
          className="size-20 rounded-md border border-border object-cover"
        />
      </a>
    );
  }
  return (
    <a
      href={qualification.certificate_url}
      target="_blank"
      rel="noreferrer"
      className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-md border border-border bg-surface-muted text-sm font-semibold"
    >
      <FileText aria-hidden="true" className="size-8" />
      <span>
        Open PDF<span className="sr-only"> of the certificate for {qualification.type}</span>
      </span>
    </a>
  );
}

interface QualificationItemProps {
  qualification: Qualification;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: unknown;
}

function QualificationItem({
  qualification,
  onEdit,
  onDelete,
  deleting,
  deleteError,
}: QualificationItemProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
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
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Awarded by</dt>
            <dd className="break-words">{qualification.issuing_authority || "Not added"}</dd>
            {qualification.number ? (
              <>
                <dt className="text-muted">Number</dt>
                <dd className="font-mono break-all">{qualification.number}</dd>
              </>
            ) : null}
            <dt className="text-muted">Issued</dt>
            <dd>{qualification.issue_date ? formatDate(qualification.issue_date) : "Not added"}</dd>
            <dt className="text-muted">Expires</dt>
            <dd>{qualification.expiry_date ? formatDate(qualification.expiry_date) : "Does not expire"}</dd>
          </dl>
          {qualification.expiry_date ? (
            <div>
              <UrgencyBadge urgency={qualification.urgency} />
            </div>
          ) : null}
        </div>
      </div>
      {confirming ? (
        <InlineConfirm
          question="Delete this qualification and its certificate? You cannot undo this."
          confirmLabel="Yes, delete qualification"
          cancelLabel="Keep qualification"
          busy={deleting}
          error={deleteError}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-describedby={headingId}>
            <Pencil aria-hidden="true" className="size-4" />
            {qualification.certificate_url ? "Change" : "Change or add certificate"}
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

function QualificationListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">Loading your qualifications…</p>
      {[0, 1].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse gap-4 rounded-xl border border-border p-4"
        >
          <div className="size-20 rounded-md bg-surface-muted" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-5 w-2/3 rounded bg-surface-muted" />
            <div className="h-4 w-1/2 rounded bg-surface-muted" />
            <div className="h-4 w-1/3 rounded bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

type Panel = { kind: "closed" } | { kind: "add" } | { kind: "edit"; qualificationId: string };

/** The worker's qualifications, each with who awarded it, its certificate and any expiry. */
export function QualificationList() {
  const qualifications = useQualifications();
  const remove = useDeleteQualification();
  const [panel, setPanel] = useState<Panel>({ kind: "closed" });
  const addButtonId = useId();
  useHashTarget(qualifications.isSuccess);

  // Focus goes back to where the user was (or to the add button once a qualification is gone), so keyboard
  // and screen-reader users are not left at the top of the page.
  function focusLater(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function close() {
    focusLater(panel.kind === "edit" ? qualificationAnchor(panel.qualificationId) : addButtonId);
    setPanel({ kind: "closed" });
  }

  if (qualifications.isPending) return <QualificationListSkeleton />;
  if (qualifications.isError) {
    return <ErrorBox error={qualifications.error} onRetry={() => void qualifications.refetch()} />;
  }

  if (qualifications.data.length === 0 && panel.kind === "closed") {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
        <Award aria-hidden="true" className="size-12 text-muted" />
        <h2 className="text-xl font-bold">No qualifications yet</h2>
        <p className="max-w-prose text-muted">
          List your NVQs, tickets and training certificates here, with who awarded them and a photo or PDF of
          each. It shows employers what you can do, and you always have the certificate to hand.
        </p>
        <Button id={addButtonId} onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add your first qualification
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {panel.kind === "add" ? (
        <FormPanel title="Add a qualification">
          <QualificationForm onClose={close} />
        </FormPanel>
      ) : (
        <Button id={addButtonId} className="sm:self-start" onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add a qualification
        </Button>
      )}
      <ul className="flex flex-col gap-4" aria-label="Your qualifications">
        {qualifications.data.map((qualification) => (
          <li key={qualification.id}>
            {panel.kind === "edit" && panel.qualificationId === qualification.id ? (
              <FormPanel title={`Change ${qualification.type}`}>
                <QualificationForm qualification={qualification} onClose={close} />
              </FormPanel>
            ) : (
              <QualificationItem
                qualification={qualification}
                onEdit={() => setPanel({ kind: "edit", qualificationId: qualification.id })}
                onDelete={() => remove.mutate(qualification.id, { onSuccess: () => focusLater(addButtonId) })}
                deleting={remove.isPending && remove.variables === qualification.id}
                deleteError={remove.variables === qualification.id ? remove.error : null}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
