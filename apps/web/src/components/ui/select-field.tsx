import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { FieldShell, fieldControlClassName } from "./field-shell.tsx";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/**
 * A labelled native select with its hint and error wired for screen readers. Native on purpose: phones show
 * their own large picker, which is easier with gloves than a custom list.
 */
export function SelectField({
  label,
  error,
  hint,
  id,
  className = "",
  ref,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} ref={ref} className={fieldControlClassName(error)} {...props}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
