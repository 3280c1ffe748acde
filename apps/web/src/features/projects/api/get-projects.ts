import { compareProjectsForTimeline } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** A project as the server answers it. */
export interface ProjectView {
  id: string;
  name: string;
  company: string | null;
  role: string | null;
  site_postcode: string | null;
  start_date: string;
  end_date: string | null;
  ongoing: boolean;
  description: string | null;
  reference_name: string | null;
  reference_contact: string | null;
  created_at: string;
  updated_at: string;
}

export const projectsPath = "/api/projects";
export const projectPath = (id: string) => `${projectsPath}/${encodeURIComponent(id)}`;

export async function fetchProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  const { projects } = await api.request<{ projects: ProjectView[] }>(projectsPath, { signal });
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
