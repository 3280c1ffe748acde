import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface CvSuggestionRequest {
  cv_text: string;
  target_role?: string;
}

export function useCvSuggestions() {
  return useMutation({
    mutationFn: (body: CvSuggestionRequest) =>
      api.request<{ suggestions: string }>("/api/cv-optimizer/suggestions", {
        method: "POST",
        body,
        retry: true,
      }),
  });
}
