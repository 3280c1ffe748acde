import { evidenceEndpoints, type SmartCheckInput } from "@siteready/domain/evidence";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Records what CSCS Smart Check showed on the gate-keeper's own scan (issue 51); needs signal. */
export function useRecordSmartCheck(scanId: string) {
  return useMutation({
    mutationFn: (input: SmartCheckInput) =>
      callEndpoint(evidenceEndpoints.recordSmartCheck, { params: { id: scanId }, body: input }),
  });
}
