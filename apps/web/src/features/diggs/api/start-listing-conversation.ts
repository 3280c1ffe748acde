import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

// The answer's one field read here; the messages area (issue 17) owns the full conversation schema.
const startedConversationSchema = z.object({ id: z.string() });

/**
 * Opens (or reuses) the in-app conversation with a listing's owner and answers the page to go to. The one
 * place diggs meets messages: the messages API decides who the owner is (it asks the diggs service).
 */
export async function startListingConversation(listingId: string): Promise<{ path: string }> {
  const answer = await api.request<unknown>("/api/conversations", {
    method: "POST",
    body: { listing_id: listingId },
  });
  const { id } = startedConversationSchema.parse(answer);
  return { path: `/messages/${encodeURIComponent(id)}` };
}

/** The Contact button's action: start the conversation, then go to it. */
export function useStartListingConversation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startListingConversation,
    onSuccess: ({ path }) => navigate(path),
  });
}
