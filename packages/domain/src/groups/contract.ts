import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import {
  groupDetailSchema,
  groupInputSchema,
  groupInvitePreviewSchema,
  groupListSchema,
  groupPageQuerySchema,
  groupPostEditSchema,
  groupPostInputSchema,
  groupPostViewSchema,
  groupViewSchema,
  joinGroupResultSchema,
  reportInputSchema,
} from "../messages/messages.ts";

const tags = ["groups"] as const;
const access = { level: "signed-in", feature: "groups" } as const;
const idParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
// The path segment after "invite" is redacted from the server's logs: it is the link's secret.
const inviteParams = z.object({ token: z.string().max(100) });

/** Crew and site groups (§2 /groups, issue 17). A group I am not an active member of answers 404. */
export const groupsEndpoints = {
  list: {
    method: "GET",
    path: "/api/groups",
    summary: "The groups I am in",
    tags,
    access,
    response: groupListSchema,
  },
  create: {
    method: "POST",
    path: "/api/groups",
    summary: "Create a group; I become its admin",
    tags,
    access,
    body: groupInputSchema,
    response: groupViewSchema,
    status: 201,
  },
  detail: {
    method: "GET",
    path: "/api/groups/:id",
    summary: "A group: its members and a page of its posts, the newest or those before a post already shown",
    tags,
    access,
    params: idParams,
    query: groupPageQuerySchema,
    response: groupDetailSchema,
  },
  post: {
    method: "POST",
    path: "/api/groups/:id/posts",
    summary: "Post (or reply) in a group",
    tags,
    access,
    params: idParams,
    body: groupPostInputSchema,
    response: groupPostViewSchema,
    status: 201,
  },
  leave: {
    method: "POST",
    path: "/api/groups/:id/leave",
    summary: "Leave a group",
    tags,
    access,
    params: idParams,
    body: noBody,
  },
  newInviteLink: {
    method: "POST",
    path: "/api/groups/:id/invite-link",
    summary: "Replace the invite link (old links stop working)",
    tags,
    access,
    params: idParams,
    body: noBody,
    response: groupViewSchema,
  },
  approve: {
    method: "POST",
    path: "/api/groups/:id/members/:userId/approve",
    summary: "Let someone waiting into the group (admins)",
    tags,
    access,
    params: memberParams,
    body: noBody,
  },
  removeMember: {
    method: "DELETE",
    path: "/api/groups/:id/members/:userId",
    summary: "Remove a member or turn down a request (admins)",
    tags,
    access,
    params: memberParams,
  },
  editPost: {
    method: "PATCH",
    path: "/api/group-posts/:id",
    summary: "Edit my post (within 15 minutes)",
    tags,
    access,
    params: idParams,
    body: groupPostEditSchema,
  },
  removePost: {
    method: "DELETE",
    path: "/api/group-posts/:id",
    summary: "Delete my post, or any post as an admin",
    tags,
    access,
    params: idParams,
  },
  reportPost: {
    method: "POST",
    path: "/api/group-posts/:id/report",
    summary: "Report a post to the admins",
    tags,
    access,
    params: idParams,
    body: reportInputSchema,
  },
  invitePreview: {
    method: "GET",
    path: "/api/groups/invite/:token",
    summary: "What an invite link leads to",
    tags,
    access,
    params: inviteParams,
    response: groupInvitePreviewSchema,
  },
  join: {
    method: "POST",
    path: "/api/groups/invite/:token/join",
    summary: "Join by invite link",
    tags,
    access,
    params: inviteParams,
    body: noBody,
    response: joinGroupResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
