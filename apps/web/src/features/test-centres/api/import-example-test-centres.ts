import type { TestCentreImportResult } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { testCentresQueryKey } from "./search-test-centres.ts";

function importExampleTestCentres(): Promise<TestCentreImportResult> {
  return api.request<TestCentreImportResult>("/api/admin/test-centres/import-example", {
    method: "POST",
    body: {},
    retry: true,
  });
}

/** Admins: loads the shipped example directory (every row labelled demo data) to try the feature. */
export function useImportExampleTestCentres() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importExampleTestCentres,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testCentresQueryKey }),
  });
}
