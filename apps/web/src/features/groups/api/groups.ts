import { groupsEndpoints } from "@siteready/domain/groups";
import type { GroupDetail, GroupInput, groupPostInputSchema } from "@siteready/domain/messages";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Every groups query sits under "groups": the live stream refreshes them together. */
const groupsQueryKeys = {
  root: ["groups"] as const,
  list: ["groups", "list"] as const,
  detail: (id: string) => ["groups", "detail", id] as const,
  invite: (token: string) => ["groups", "invite", token] as const,
};

const groupsQueryOptions = queryOptions({
  queryKey: groupsQueryKeys.list,
  queryFn: async ({ signal }) => (await callEndpoint(groupsEndpoints.list, {}, { signal })).groups,
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
      callEndpoint(
        groupsEndpoints.detail,
        { params: { id }, query: { before: pageParam || undefined } },
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
    queryFn: ({ signal }) => callEndpoint(groupsEndpoints.invitePreview, { params: { token } }, { signal }),
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
    mutationFn: (input: GroupInput) => callEndpoint(groupsEndpoints.create, { body: input }),
    onSuccess: () => void refresh(),
  });
}

export function useJoinGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (token: string) => callEndpoint(groupsEndpoints.join, { params: { token } }, { retry: true }),
    onSuccess: () => void refresh(),
  });
}

export function useGroupPost(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: Omit<z.input<typeof groupPostInputSchema>, "client_id">) =>
      callEndpoint(groupsEndpoints.post, {
        params: { id: groupId },
        body: { ...input, client_id: crypto.randomUUID() },
      }),
    onSuccess: () => void refresh(),
  });
}

/** The small actions of a group page (`groupActions`), each safe to repeat on a poor signal. */
export function useGroupAction() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => void refresh(),
  });
}

const retry = { retry: true };

export const groupActions = {
  leave: (groupId: string) => () => callEndpoint(groupsEndpoints.leave, { params: { id: groupId } }, retry),
  newInviteLink: (groupId: string) => () =>
    callEndpoint(groupsEndpoints.newInviteLink, { params: { id: groupId } }, retry),
  approve: (groupId: string, userId: string) => () =>
    callEndpoint(groupsEndpoints.approve, { params: { id: groupId, userId } }, retry),
  removeMember: (groupId: string, userId: string) => () =>
    callEndpoint(groupsEndpoints.removeMember, { params: { id: groupId, userId } }, retry),
  removePost: (postId: string) => () =>
    callEndpoint(groupsEndpoints.removePost, { params: { id: postId } }, retry),
  reportPost: (postId: string, reason: string) => () =>
    callEndpoint(groupsEndpoints.reportPost, { params: { id: postId }, body: { reason } }, retry),
};
