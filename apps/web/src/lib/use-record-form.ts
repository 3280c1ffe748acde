import type { DraftFormType } from "@siteready/domain/drafts";
import { useState } from "react";
import type { DefaultValues, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { showServerFieldErrors } from "./form-errors.ts";
import { type RecordCollection, useSaveRecord, useStoreRecord } from "./record-collection.ts";
import { announceSaved } from "./saved-notice.ts";
import { useFormDraft } from "./use-form-draft.ts";

interface RecordFormOptions<TValues extends FieldValues, TRecord extends { id: string }> {
  /** The record to change; without it the form adds a new one. */
  record: TRecord | undefined;
  collection: RecordCollection<TRecord>;
  /** The form's values for a record (empty ones for a new record). */
  toValues: (record: TRecord | undefined) => DefaultValues<NoInfer<TValues>>;
  /** The fields a 400 from the server may name. */
  fields: readonly Path<NoInfer<TValues>>[];
  /** The draft kept of what the user types, for a form that keeps one. */
  draftType?: DraftFormType;
  /** Called after each save with the saved record, before the form takes its values. */
  onSaved?: (saved: TRecord) => void;
  /** Called once a new record has been saved for the first time: its files can go up now. */
  onAdded?: (added: TRecord) => void;
  /** Closes the form on the saved record. Given it, a saved change closes the form: the change is done. */
  onClose?: (saved: TRecord) => void;
}

/**
 * The save side of an add-or-change record form. A new record is saved first and then takes its files (they
 * belong to a saved record), so the details are never lost to a failed upload on a poor signal. Every save says
 * "Saved" (`announceSaved`); a change saved closes the form on its record.
 */
export function useRecordForm<TValues extends FieldValues, TInput, TRecord extends { id: string }>(
  form: UseFormReturn<TValues, unknown, TInput>,
  {
    record,
    collection,
    toValues,
    fields,
    draftType,
    onSaved,
    onAdded,
    onClose,
  }: RecordFormOptions<TValues, TRecord>,
) {
  const [saved, setSaved] = useState(record);
  const [justAdded, setJustAdded] = useState(false);
  const draft = useFormDraft(form, draftType ?? null, saved?.id);
  const save = useSaveRecord<TRecord, TInput>(collection);
  const storeRecord = useStoreRecord(collection);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: saved?.id, input },
      {
        onSuccess: (result) => {
          draft.discard();
          announceSaved();
          onSaved?.(result);
          if (saved && onClose) return onClose(result);
          form.reset(toValues(result));
          setSaved(result);
          // A record saved for the first time has just been added.
          if (!saved) {
            setJustAdded(true);
            onAdded?.(result);
          }
        },
        onError: (error) => showServerFieldErrors(error, form.setError, fields),
      },
    ),
  );

  /** After an upload: the record now carries its new file. */
  function onUploaded(updated: TRecord) {
    setSaved(updated);
    storeRecord(updated);
  }

  return { saved, justAdded, draft, save, submit, onUploaded };
}
