import {
  type CvPolishRequest,
  type CvSettingsInput,
  cvEndpoints,
  cvPlainRoutes,
  type DocumentWords,
} from "@siteready/domain/cv";
import { endpointUrl } from "@siteready/domain/endpoint";
import { en, type Language, loadCatalogue } from "@siteready/domain/i18n";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/**
 * The CV file to download (a plain route, not a JSON endpoint: the browser saves what it answers), in the
 * language the worker chose for it (English unless they chose another).
 */
export function cvExportPath(format: "pdf" | "docx" | "txt", language: Language) {
  const path = endpointUrl(cvPlainRoutes.export, { params: { format } });
  return language === "en" ? path : `${path}?language=${language}`;
}

/** The words of a CV in `language`, for the preview (that language's catalogue loads on first choice). */
export function useDocumentWords(language: Language): DocumentWords {
  const catalogue = useQuery({
    queryKey: ["catalogue", language],
    queryFn: () => loadCatalogue(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return catalogue.data ? { language, catalogue: catalogue.data } : { language: "en", catalogue: en };
}

const cvQueryOptions = queryOptions({
  queryKey: ["cv"] as const,
  queryFn: ({ signal }) => callEndpoint(cvEndpoints.get, {}, { signal }),
});

/** My CV as made from my profile, with my CV choices. */
export function useCv() {
  return useQuery(cvQueryOptions);
}

/** Saves the summary and the contact and statement choices; the CV shown updates at once. */
export function useSaveCvSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT is safe to repeat on a poor signal.
    mutationFn: (input: CvSettingsInput) =>
      callEndpoint(cvEndpoints.saveSettings, { body: input }, { retry: true }),
    onSuccess: (view) => queryClient.setQueryData(cvQueryOptions.queryKey, view),
  });
}

/** Keeps a new description for one of my projects (an accepted AI suggestion). */
export function useSaveProjectDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, description }: { projectId: string; description: string }) =>
      callEndpoint(
        cvEndpoints.saveProjectDescription,
        { params: { id: projectId }, body: { description } },
        { retry: true },
      ),
    onSuccess: (view) => {
      queryClient.setQueryData(cvQueryOptions.queryKey, view);
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
  });
}

/** Records that I agree to send CV sections to the AI provider. */
export function useAgreeToAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(cvEndpoints.agreeToAi, { body: {} }),
    onSuccess: ({ consented_at }) =>
      queryClient.setQueryData(cvQueryOptions.queryKey, (view) =>
        view ? { ...view, ai: { ...view.ai, consented_at } } : view,
      ),
  });
}

/** Asks the AI for a suggestion; it is only shown, never saved, until I accept it. */
export function usePolish() {
  return useMutation({
    mutationFn: (request: CvPolishRequest) => callEndpoint(cvEndpoints.polish, { body: request }),
  });
}
