import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldShell, fieldControlClassName } from "./field-shell.tsx";

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error message wired for screen readers. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className = "",
  ref,
  rows = 5,
  ...props
}: TextareaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          rows={rows}
          className={fieldControlClassName(error, "px-3 py-2")}
          {...props}
        />
      )}
    </FieldShell>
  );
}
