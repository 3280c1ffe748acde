import type { Language } from "@siteready/domain/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { callEndpoint, frameEndpoints } from "../lib/endpoint-client.ts";
import { type CurrentSession, sessionQueryKey, useSession } from "../lib/session/session.ts";
import { showLanguage, shownLanguage } from "./i18n.ts";
import { keepChosenLanguage } from "./language-choice.ts";

/** Saves the language on the account, and in the session as the app holds it, so both agree at once. */
function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) =>
      callEndpoint(
        (await frameEndpoints()).languagesEndpoints.saveLanguage,
        { body: { language } },
        { retry: true },
      ),
    onSuccess: ({ language }) =>
      queryClient.setQueryData<CurrentSession | null>(sessionQueryKey, (current) =>
        current ? { ...current, user: { ...current.user, language } } : current,
      ),
  }).mutate;
}

/** Switches to `language` now, keeps it on this device and, for a signed-in worker, on the account. */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const signedIn = Boolean(useSession().data);
  const save = useSaveAccountLanguage();
  return useCallback(
    async (language: Language) => {
      keepChosenLanguage(language);
      await showLanguage(language);
      if (signedIn) save(language);
    },
    [signedIn, save],
  );
}

/**
 * A signed-in worker's language is the account's: it follows them to every device. An account with none yet (new,
 * or from before languages) takes the one this device shows, so the reminder e-mails are in it too.
 */
export function useAccountLanguage(): void {
  const user = useSession().data?.user;
  const save = useSaveAccountLanguage();
  const saved = user?.language;
  const signedIn = user !== undefined;
  useEffect(() => {
    if (!signedIn) return;
    if (saved === null || saved === undefined) {
      save(shownLanguage());
    } else if (saved !== shownLanguage()) {
      keepChosenLanguage(saved);
      void showLanguage(saved);
    }
  }, [signedIn, saved, save]);
}
