import { projectsEndpoints } from "@siteready/domain/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { projectsQueryOptions } from "./get-projects.ts";

/** Removes a project from my history. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(projectsEndpoints.remove, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(projectsQueryOptions.queryKey, (projects) =>
        projects?.filter((project) => project.id !== id),
      );
    },
  });
}
