import { testCentresEndpoints } from "@siteready/domain/test-centres";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { testCentresQueryKey } from "./search-test-centres.ts";

function importExampleTestCentres() {
  return callEndpoint(testCentresEndpoints.importExample, { body: {} }, { retry: true });
}

/** Admins: loads the shipped example directory (every row labelled demo data) to try the feature. */
export function useImportExampleTestCentres() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importExampleTestCentres,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testCentresQueryKey }),
  });
}
