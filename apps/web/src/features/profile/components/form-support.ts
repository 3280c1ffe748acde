import type { FocusEvent } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn, UseFormSetValue } from "react-hook-form";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";

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

interface SectionSave<TSubmission, TSaved> {
  mutate: (
    values: TSubmission,
    callbacks: { onSuccess: (saved: TSaved) => void; onError: (error: unknown) => void },
  ) => void;
}

/**
 * The submit handler every profile section shares: save; on success drop the draft and show what the server
 * stored; on a 400 put its messages under their boxes.
 */
export function sectionSubmitHandler<TFields extends FieldValues, TSubmission, TSaved>({
  form,
  save,
  discardDraft,
  fields,
  toFormValues,
}: {
  form: UseFormReturn<TFields, unknown, TSubmission>;
  save: SectionSave<TSubmission, TSaved>;
  discardDraft: () => void;
  fields: readonly Path<TFields>[];
  toFormValues: (saved: TSaved) => TFields;
}) {
  return form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        discardDraft();
        form.reset(toFormValues(saved));
      },
      onError: (error) => showServerFieldErrors(error, form.setError, fields),
    }),
  );
}
