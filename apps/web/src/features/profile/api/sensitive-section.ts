import type { RevealedValue } from "@siteready/domain/profile";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { profileChanged, profileQueryKeys } from "../../../lib/profile-cache.ts";

/**
 * The sections with encrypted values: read, saved, and revealed one value at a time. Each section's file names
 * its endpoints (bank-details.ts, tax-details.ts); what happens around the calls is the same for both.
 */
type SensitiveSection = "bank-details" | "tax-details";

export function useSensitiveSection<View>(
  section: SensitiveSection,
  read: (signal: AbortSignal) => Promise<View>,
) {
  return useQuery({ queryKey: profileQueryKeys.section(section), queryFn: ({ signal }) => read(signal) });
}

/** `Submission` is what the form sends: a sensitive field left out keeps the stored value (the form never holds it). */
export function useSaveSensitiveSection<View, Submission>(
  section: SensitiveSection,
  save: (input: Submission) => Promise<View>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) =>
      profileChanged(queryClient, { key: profileQueryKeys.section(section), data: saved }),
  });
}

/**
 * Fetches the real value of one field. The server writes an audit entry each time, so the audit log is
 * refreshed; the value itself is never cached.
 */
export function useRevealSensitiveValue<Field extends string>(
  reveal: (field: Field) => Promise<RevealedValue>,
) {
  const queryClient = useQueryClient();
  return useCallback(
    async (field: Field) => {
      const revealed = await reveal(field);
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.section("audit-log") });
      return revealed.value;
    },
    [queryClient, reveal],
  );
}
