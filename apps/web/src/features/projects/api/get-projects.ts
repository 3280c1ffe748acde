import { compareProjectsForTimeline, type ProjectView, projectsEndpoints } from "@siteready/domain/projects";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

async function fetchProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  const { projects } = await callEndpoint(projectsEndpoints.list, {}, { signal });
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
