import type {
  GroupDetail,
  GroupInput,
  GroupInvitePreview,
  GroupList,
  GroupPostView,
  GroupView,
  groupPostInputSchema,
  JoinGroupResult,
} from "@siteready/domain";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** Every groups query sits under "groups": the live stream refreshes them together. */
const groupsQueryKeys = {
  root: ["groups"] as const,
  list: ["groups", "list"] as const,
  detail: (id: string) => ["groups", "detail", id] as const,
  invite: (token: string) => ["groups", "invite", token] as const,
};

const groupPath = (id: string) => `/api/groups/${encodeURIComponent(id)}`;
const invitePath = (token: string) => `/api/groups/invite/${encodeURIComponent(token)}`;

const groupsQueryOptions = queryOptions({
  queryKey: groupsQueryKeys.list,
  queryFn: async ({ signal }) => (await api.request<GroupList>("/api/groups", { signal })).groups,
});

export function useGroups() {
  return useQuery(groupsQueryOptions);
}

/**
 * A group, its members and the posts loaded so far, oldest first, each followed by its replies. The first page
 * is the newest posts; `fetchNextPage` loads the page before the oldest post shown. A live update refetches
 * every loaded page, so a new reply shows under its post wherever that post is.
 */
export function useGroup(id: string) {
  return useInfiniteQuery({
    queryKey: groupsQueryKeys.detail(id),
    queryFn: ({ signal, pageParam }) =>
      api.request<GroupDetail>(
        pageParam ? `${groupPath(id)}?before=${encodeURIComponent(pageParam)}` : groupPath(id),
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) =>
      page.has_older_posts ? page.posts.find((post) => post.parent_id === null)?.id : undefined,
    select: (data) => ({
      ...(data.pages[0] as GroupDetail),
      posts: data.pages.toReversed().flatMap((page) => page.posts),
    }),
  });
}

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: groupsQueryKeys.invite(token),
    queryFn: ({ signal }) => api.request<GroupInvitePreview>(invitePath(token), { signal }),
    retry: false,
  });
}

function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: groupsQueryKeys.root });
}

export function useCreateGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: GroupInput) => api.request<GroupView>("/api/groups", { method: "POST", body: input }),
    onSuccess: () => void refresh(),
  });
}

export function useJoinGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (token: string) =>
      api.request<JoinGroupResult>(`${invitePath(token)}/join`, {
        method: "POST",
        retry: true,
      }),
    onSuccess: () => void refresh(),
  });
}

export function useGroupPost(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: Omit<z.input<typeof groupPostInputSchema>, "client_id">) =>
      api.request<GroupPostView>(`${groupPath(groupId)}/posts`, {
        method: "POST",
        body: { ...input, client_id: crypto.randomUUID() },
      }),
    onSuccess: () => void refresh(),
  });
}

/** The small actions of a group page, each a POST or DELETE that answers 204. */
export function useGroupAction() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (request: { path: string; method: "POST" | "DELETE"; body?: object }) =>
      api.request<unknown>(request.path, { method: request.method, body: request.body, retry: true }),
    onSuccess: () => void refresh(),
  });
}

export const groupActions = {
  leave: (groupId: string) => ({ path: `${groupPath(groupId)}/leave`, method: "POST" as const }),
  newInviteLink: (groupId: string) => ({
    path: `${groupPath(groupId)}/invite-link`,
    method: "POST" as const,
  }),
  approve: (groupId: string, userId: string) => ({
    path: `${groupPath(groupId)}/members/${encodeURIComponent(userId)}/approve`,
    method: "POST" as const,
  }),
  removeMember: (groupId: string, userId: string) => ({
    path: `${groupPath(groupId)}/members/${encodeURIComponent(userId)}`,
    method: "DELETE" as const,
  }),
  removePost: (postId: string) => ({
    path: `/api/group-posts/${encodeURIComponent(postId)}`,
    method: "DELETE" as const,
  }),
  reportPost: (postId: string, reason: string) => ({
    path: `/api/group-posts/${encodeURIComponent(postId)}/report`,
    method: "POST" as const,
    body: { reason },
  }),
};
