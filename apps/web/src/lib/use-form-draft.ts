import {
  buildDraft,
  DRAFT_AUTOSAVE_MS,
  DRAFT_CLEANUP_MS,
  type Draft,
  type DraftFormType,
  draftStorageKey,
  isDraftExpired,
  isNeverSavedDraftField,
  parseStoredDraft,
} from "@siteready/domain/drafts";
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import {
  DRAFT_CLEANUP_STORAGE_KEY,
  readStorage,
  removeStorage,
  storedDraftKeys,
  writeStorage,
} from "./draft-storage.ts";
import { useSession } from "./session/session.ts";

/** A draft as kept in local storage (spec §3: data, timestamp, form type). */
export type StoredDraft = Draft;

/** The stored draft for `key`, or null; an expired or unreadable draft is removed on the way. */
function loadDraft(key: string | null, formType: DraftFormType | null, now: Date): StoredDraft | null {
  if (key === null) return null;
  const stored = readStorage(key);
  if (stored === null) return null;
  const draft = parseStoredDraft(stored);
  if (draft === null || draft.formType !== formType || isDraftExpired(draft, now)) {
    removeStorage(key);
    return null;
  }
  return draft;
}

/** §9: expired drafts of every form are removed, at most once every 24 hours. */
function cleanUpExpiredDrafts(now: Date) {
  const last = Number(readStorage(DRAFT_CLEANUP_STORAGE_KEY));
  if (Number.isFinite(last) && last > 0 && now.getTime() - last < DRAFT_CLEANUP_MS) return;
  for (const key of storedDraftKeys()) {
    const draft = parseStoredDraft(readStorage(key));
    if (draft === null || isDraftExpired(draft, now)) removeStorage(key);
  }
  writeStorage(DRAFT_CLEANUP_STORAGE_KEY, now.getTime());
}

/** What the hook uses of a form; any useForm() result fits, whatever its resolver's output type. */
export type DraftableForm<T extends FieldValues> = Pick<UseFormReturn<T>, "getValues" | "setValue" | "watch">;

export interface FormDraft {
  /** A draft left from an earlier visit, offered until the user restores or discards it. */
  draft: StoredDraft | null;
  restore(): void;
  /** Forgets the draft; the page also calls this after a successful save. */
  discard(): void;
}

/**
 * Keeps what the user typed (spec §3/§5/§9): every 30 s and when the page is left (hidden, closed or the form
 * unmounted), the form's values go to local storage as a draft — only once the user has changed something, only
 * when a meaningful field is filled in, never passwords. A draft from an earlier visit is offered back, and only
 * to the user who wrote it. A `formType` of null keeps no draft (for a form the spec gives none).
 */
export function useFormDraft<T extends FieldValues>(
  form: DraftableForm<T>,
  formType: DraftFormType | null,
  recordId?: string,
): FormDraft {
  const userId = useSession().data?.user.id;
  const key = userId && formType ? draftStorageKey(userId, formType, recordId) : null;
  const [offered, setOffered] = useState(() => ({ key, draft: loadDraft(key, formType, new Date()) }));
  if (offered.key !== key) setOffered({ key, draft: loadDraft(key, formType, new Date()) });
  // Values loaded from the server are not worth a draft; only the user's own changes are.
  const changed = useRef(false);

  useEffect(() => {
    cleanUpExpiredDrafts(new Date());
  }, []);

  useEffect(() => {
    const save = () => {
      if (!changed.current || key === null || formType === null) return;
      const draft = buildDraft(formType, form.getValues(), new Date());
      if (draft) writeStorage(key, draft);
    };
    const subscription = form.watch((_values, { type }) => {
      if (type === "change") changed.current = true;
    });
    const timer = setInterval(save, DRAFT_AUTOSAVE_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") save();
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", save);
    return () => {
      save();
      clearInterval(timer);
      subscription.unsubscribe();
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", save);
    };
  }, [form, formType, key]);

  const draft = offered.draft;

  const restore = useCallback(() => {
    if (!draft) return;
    const current = form.getValues();
    for (const [name, value] of Object.entries(draft.data)) {
      // Files and lists cannot go back into inputs (only a file's name was kept).
      if (!(name in current) || isNeverSavedDraftField(name) || (typeof value === "object" && value !== null))
        continue;
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    changed.current = true;
    setOffered({ key, draft: null });
  }, [draft, form, key]);

  const discard = useCallback(() => {
    if (key !== null) removeStorage(key);
    changed.current = false;
    setOffered({ key, draft: null });
  }, [key]);

  return { draft, restore, discard };
}
