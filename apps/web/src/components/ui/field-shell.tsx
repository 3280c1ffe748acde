import { type ReactNode, useId } from "react";
import { useT } from "../../i18n/use-translation.ts";

/** The attributes that tie a field's control to its label, hint and error. */
interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A field control's look: a red border while it has an error. */
export function fieldControlClassName(error: string | undefined, padding = "px-3") {
  return `min-h-11 rounded-lg border bg-surface ${padding} text-base text-text ${error ? "border-danger" : "border-border"}`;
}

interface FieldShellProps {
  /** The control's id; one is made up when absent. */
  id?: string | undefined;
  /** The label in the reader's language (t(labelKey)). */
  label: string;
  /** A field error as forms carry it: an encoded message reference (a schema's or the server's). */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  /** The control (input, select, textarea), given the attributes that wire it up for screen readers. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error message around a form control, wired for screen readers. */
export function FieldShell({ id, label, error, hint, className = "", children }: FieldShellProps) {
  // Field errors travel as message references, from the shared schemas and the server alike.
  const { say } = useT();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
