import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useForm,
} from "react-hook-form";
import type { ZodType } from "zod";
import { showServerFieldErrors } from "./form-errors.ts";
import { announceSaved } from "./saved-notice.ts";

interface SaveFormOptions<TValues extends FieldValues, TInput, TSaved> {
  /** The domain's schema: what the form holds in, what the server takes out. */
  schema: ZodType<TInput, TValues>;
  defaultValues: DefaultValues<NoInfer<TValues>>;
  /** Adds, or changes the record with `id`. */
  save: UseMutationResult<TSaved, Error, { id?: string | undefined; input: TInput }>;
  /** The record changed; none when the form adds one. */
  id: string | undefined;
  /** The fields a 400 from the server may name. */
  fields: readonly Path<NoInfer<TValues>>[];
  onSaved: (saved: TSaved) => void;
}

/**
 * An add-or-change form saved in one request: the domain's rules are checked as each field is left, and the
 * server's per-field messages land under their fields. A save says "Saved" (`announceSaved`); `onSaved` then
 * closes the form and puts the focus on the saved record.
 */
export function useSaveForm<TValues extends FieldValues, TInput, TSaved>({
  schema,
  defaultValues,
  save,
  id,
  fields,
  onSaved,
}: SaveFormOptions<TValues, TInput, TSaved>) {
  const form = useForm<TValues, unknown, TInput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues,
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id, input },
      {
        onSuccess: (saved) => {
          announceSaved();
          onSaved(saved);
        },
        onError: (error) => showServerFieldErrors(error, form.setError, fields),
      },
    ),
  );
  const errors = form.formState.errors;
  /** A field's registration with its message (the domain's or the server's): spread onto the field. */
  const field = (name: Path<TValues>) => ({
    error: (get(errors, name) as FieldError | undefined)?.message,
    ...form.register(name),
  });
  return { form, errors, field, submit };
}
