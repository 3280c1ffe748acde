import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { Button } from "./button.tsx";
import { ErrorBox } from "./error-box.tsx";

interface SaveButtonsProps {
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** Without it, no Cancel button. */
  onCancel?: (() => void) | undefined;
}

/** The end of a form: any save error, then the save button and Cancel. */
function SaveButtons({ submitLabel, busy, error, onCancel }: SaveButtonsProps) {
  const { t } = useT();
  return (
    <>
      {error ? <ErrorBox error={error} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={() => onCancel()}>
            {t("form.cancel")}
          </Button>
        ) : null}
      </div>
    </>
  );
}

interface SaveFormProps {
  /** Names the form: 'Job details', or 'Change job details' for a saved one. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The save request, whose progress and error show at the buttons. */
  save: { isPending: boolean; error: unknown };
  onCancel: () => void;
  children: ReactNode;
}

/** A form saved in one request (`useSaveForm`): its fields, then any save error, Save and Cancel. */
export function SaveForm({ label, onSubmit, submitLabel, save, onCancel, children }: SaveFormProps) {
  return (
    <form noValidate aria-label={label} className="flex flex-col gap-4" onSubmit={onSubmit}>
      {children}
      <SaveButtons submitLabel={submitLabel} busy={save.isPending} error={save.error} onCancel={onCancel} />
    </form>
  );
}

interface RecordFormButtonsProps {
  /** Whether the record has been saved; a saved record is changed, and its form closes with Done. */
  saved: boolean;
  /** The save button's label before the first save: 'Save document'. */
  addLabel: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
}

/** The end of an add-or-change record form: any save error, then Save and (before the first save) Cancel. */
export function RecordFormButtons({ saved, addLabel, onCancel, ...props }: RecordFormButtonsProps) {
  const { t } = useT();
  return (
    <SaveButtons
      submitLabel={saved ? t("form.saveChanges") : addLabel}
      onCancel={saved ? undefined : onCancel}
      {...props}
    />
  );
}

interface RecordFilesSectionProps {
  title: string;
  /** Set once a new record is saved: attaching its files is the next thing to do, so the heading takes focus. */
  justAdded: boolean;
  onDone: () => void;
  children: ReactNode;
}

/** The files of a saved record (a scan, a certificate, photos), below its details, with a Done button. */
export function RecordFilesSection({ title, justAdded, onDone, children }: RecordFilesSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { t } = useT();

  useEffect(() => {
    if (justAdded) heading.current?.focus();
  }, [justAdded]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
      <Button variant="secondary" className="sm:self-start" onClick={() => onDone()}>
        {t("form.done")}
      </Button>
    </section>
  );
}
