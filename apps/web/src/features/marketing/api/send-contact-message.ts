import type { ContactMessageInput, CreatedEntry } from "@siteready/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Not retried: a flaky signal must never send the same message twice. */
const sendContactMessage = (input: ContactMessageInput) =>
  api.request<CreatedEntry>("/api/contact", { method: "POST", body: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
