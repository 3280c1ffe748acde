import {
  type RightToWorkPhotoSlot,
  type RightToWorkSave,
  type RightToWorkSensitiveField,
  type RightToWorkView,
  rightToWorkEndpoints,
} from "@siteready/domain/right-to-work";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/**
 * The worker's right-to-work record and the engagers' receipts (issue 52). Saving, deleting, revealing and
 * removing a photo are step-up actions: a 403 STEP_UP_REQUIRED asks for the code and the API client sends the
 * request again (lib/step-up.ts), as for bank and tax details.
 */
const rightToWorkKey = ["right-to-work"] as const;

export function useRightToWork() {
  return useQuery({
    queryKey: rightToWorkKey,
    queryFn: ({ signal }) => callEndpoint(rightToWorkEndpoints.get, {}, { signal }),
  });
}

/** Every change answers with the whole view: it replaces the cached one. */
function useViewChange<Input>(change: (input: Input) => Promise<RightToWorkView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => queryClient.setQueryData(rightToWorkKey, view),
  });
}

/** The form's save (`useSaveForm` sends `{ id, input }`; the record is one per worker, so no id). */
export const useSaveRightToWork = () =>
  // A PUT replaces the record with the same values each time, so a retry on a poor signal is safe.
  useViewChange(({ input }: { id?: string | undefined; input: RightToWorkSave }) =>
    callEndpoint(rightToWorkEndpoints.save, { body: input }, { retry: true }),
  );

export const useDeleteRightToWork = () =>
  useViewChange((_: undefined) => callEndpoint(rightToWorkEndpoints.remove, {}));

export const useRemoveRightToWorkPhoto = () =>
  useViewChange((slot: RightToWorkPhotoSlot) =>
    callEndpoint(rightToWorkEndpoints.removePhoto, { params: { slot } }),
  );

/** A photo's upload answers with the whole view too. */
export function useRightToWorkUploaded() {
  const queryClient = useQueryClient();
  return useCallback(
    (view: RightToWorkView) => queryClient.setQueryData(rightToWorkKey, view),
    [queryClient],
  );
}

/** The real share code or date of birth; the server audits each reveal, and the value is never cached. */
export const revealRightToWork = async (field: RightToWorkSensitiveField) =>
  (await callEndpoint(rightToWorkEndpoints.reveal, { body: { field } })).value;
