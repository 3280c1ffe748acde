import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";

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
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`min-h-11 rounded-lg border bg-surface px-3 text-base text-text ${error ? "border-danger" : "border-border"}`}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
