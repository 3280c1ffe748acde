import type { FocusEvent } from "react";
import type { FieldValues, Path, PathValue, UseFormSetValue } from "react-hook-form";

/** A stored value as an input holds it: '' for nothing saved yet. */
export function inputValue(value: string | null | undefined, format?: (value: string) => string): string {
  if (!value) return "";
  return format ? format(value) : value;
}

/**
 * register() options that rewrite a value in its display form as the user leaves the box ('123456' →
 * '12-34-56'). The formatters keep what they cannot read, so a wrong value stays for its message.
 */
export function formatOnBlur<T extends FieldValues>(
  setValue: UseFormSetValue<T>,
  name: Path<T>,
  format: (value: string) => string,
) {
  return {
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const formatted = format(typed);
      if (formatted !== "" && formatted !== typed) setValue(name, formatted as PathValue<T, Path<T>>);
    },
  };
}
