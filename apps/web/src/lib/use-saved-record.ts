import { useState } from "react";

/**
 * The record an add-or-change form works on. A new record is saved first and then takes its files (they
 * belong to a saved record), so the details are never lost to a failed upload on a poor signal.
 */
export function useSavedRecord<TRecord>(
  record: TRecord | undefined,
  storeRecord: (updated: TRecord) => void,
) {
  const [saved, setSaved] = useState(record);
  const [justAdded, setJustAdded] = useState(false);

  /** After a save: a record saved for the first time has just been added. */
  function onSaved(result: TRecord) {
    if (!saved) setJustAdded(true);
    setSaved(result);
  }

  /** After an upload: the record now carries its new file. */
  function onUploaded(updated: TRecord) {
    setSaved(updated);
    storeRecord(updated);
  }

  return { saved, justAdded, onSaved, onUploaded };
}
