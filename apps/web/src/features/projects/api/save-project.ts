import type { ProjectInput, ProjectView } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addOrChange } from "../../../lib/record-collection.ts";
import { projectsPath, projectsQueryOptions } from "./get-projects.ts";

/** Adds a project, or changes one when `id` is given; the timeline shows it at once. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id?: string | undefined; input: ProjectInput }) =>
      addOrChange<ProjectView>(projectsPath, save),
    onSuccess: (project) => {
      queryClient.setQueryData(projectsQueryOptions.queryKey, (projects) =>
        projects?.some((each) => each.id === project.id)
          ? projects.map((each) => (each.id === project.id ? project : each))
          : [...(projects ?? []), project],
      );
    },
  });
}
