import type { ProjectInput } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { type ProjectView, projectPath, projectsPath, projectsQueryOptions } from "./get-projects.ts";

export function saveProject({ id, input }: { id?: string | undefined; input: ProjectInput }) {
  return id
    ? // A PUT is safe to repeat on a poor signal; a POST is not (it could add the project twice).
      api.request<ProjectView>(projectPath(id), { method: "PUT", body: input, retry: true })
    : api.request<ProjectView>(projectsPath, { method: "POST", body: input });
}

/** Adds a project, or changes one when `id` is given; the timeline shows it at once. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectsQueryOptions.queryKey, (projects) =>
        projects?.some((each) => each.id === project.id)
          ? projects.map((each) => (each.id === project.id ? project : each))
          : [...(projects ?? []), project],
      );
    },
  });
}
