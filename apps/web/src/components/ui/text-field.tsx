import type { InputHTMLAttributes, Ref } from "react";
import { FieldShell, fieldControlClassName } from "./field-shell.tsx";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error message wired for screen readers. */
export function TextField({ label, error, hint, id, className = "", ref, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} ref={ref} className={fieldControlClassName(error)} {...props} />}
    </FieldShell>
  );
}
