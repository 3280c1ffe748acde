import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { projectPath, projectsQueryOptions } from "./get-projects.ts";

function deleteProject(id: string): Promise<void> {
  return api.request<void>(projectPath(id), { method: "DELETE" });
}

/** Removes a project from my history. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, id) => {
      queryClient.setQueryData(projectsQueryOptions.queryKey, (projects) =>
        projects?.filter((project) => project.id !== id),
      );
    },
  });
}
