import { testCentresEndpoints } from "@siteready/domain/test-centres";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { testCentresQueryKey } from "./search-test-centres.ts";

function importTestCentres(csv: string) {
  // Replacing the directory with the same file gives the same directory, so a retry is safe.
  return callEndpoint(testCentresEndpoints.import, { body: { csv } }, { retry: true });
}

/** Admins: replaces the whole directory from CSV; a 400 lists every problem by line, and nothing changes. */
export function useImportTestCentres() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTestCentres,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testCentresQueryKey }),
  });
}
