import { type ProjectInput, projectsEndpoints } from "@siteready/domain/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { projectsQueryOptions } from "./get-projects.ts";

/** A change (PUT) is safe to repeat on a poor signal; an addition (POST) is not: it could add the project twice. */
function saveProject({ id, input }: { id?: string | undefined; input: ProjectInput }) {
  return id
    ? callEndpoint(projectsEndpoints.update, { params: { id }, body: input }, { retry: true })
    : callEndpoint(projectsEndpoints.create, { body: input });
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
