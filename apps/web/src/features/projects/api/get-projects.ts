import { compareProjectsForTimeline, type ProjectList, type ProjectView } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const projectsPath = "/api/projects";
export const projectPath = (id: string) => `${projectsPath}/${encodeURIComponent(id)}`;

async function fetchProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  const { projects } = await api.request<ProjectList>(projectsPath, { signal });
  return projects;
}

export const projectsQueryOptions = queryOptions({
  queryKey: ["projects"],
  queryFn: ({ signal }) => fetchProjects(signal),
  // Timeline order (ongoing first, then the latest start), kept after a change made on this page.
  select: (projects) => [...projects].sort(compareProjectsForTimeline),
});

/** My work history, in timeline order. */
export function useProjects() {
  return useQuery(projectsQueryOptions);
}
