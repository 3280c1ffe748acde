import { type ContactMessageInput, marketingEndpoints } from "@siteready/domain/marketing";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Not retried: a flaky signal must never send the same message twice. */
const sendContactMessage = (input: ContactMessageInput) =>
  callEndpoint(marketingEndpoints.contact, { body: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
