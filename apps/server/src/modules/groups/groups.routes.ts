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
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { noContent, routeOptions } from "../../lib/route-options.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { createGroupsService } from "./groups.service.ts";

const idParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
// The path segment after "invite" is redacted from logs (lib/logger.ts): it is the link's secret.
const inviteParams = z.object({ token: z.string().max(100) });

/** Crew and site groups (§2 /groups, issue 17). A group I am not an active member of answers 404. */
export const groupsRoutes: FastifyPluginAsyncZod<{ db: Db; clock?: () => Date }> = async (app, options) => {
  const groups = createGroupsService(options);
  const route = routeOptions(signedInAccess("groups"), ["groups"]);
  const emptyAnswer = { 204: z.null().describe("Done") };

  app.get(
    "/api/groups",
    route("The groups I am in", { response: { 200: groupListSchema } }),
    async (request) => ({ groups: await groups.list(signedInUser(request)) }),
  );

  app.post(
    "/api/groups",
    route("Create a group; I become its admin", {
      body: groupInputSchema,
      response: { 201: groupViewSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await groups.create(request.body, signedInUser(request))),
  );

  app.get(
    "/api/groups/:id",
    route("A group: its members and a page of its posts, the newest or those before a post already shown", {
      params: idParams,
      querystring: groupPageQuerySchema,
      response: { 200: groupDetailSchema },
    }),
    async (request) => groups.detail(request.params.id, signedInUser(request), request.query.before),
  );

  app.post(
    "/api/groups/:id/posts",
    route("Post (or reply) in a group", {
      params: idParams,
      body: groupPostInputSchema,
      response: { 201: groupPostViewSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await groups.post(request.params.id, request.body, signedInUser(request))),
  );

  app.post(
    "/api/groups/:id/leave",
    route("Leave a group", { body: noBody, params: idParams, response: emptyAnswer }),
    async (request, reply) => noContent(reply, groups.leave(request.params.id, signedInUser(request))),
  );

  app.post(
    "/api/groups/:id/invite-link",
    route("Replace the invite link (old links stop working)", {
      body: noBody,
      params: idParams,
      response: { 200: groupViewSchema },
    }),
    async (request) => groups.newInviteLink(request.params.id, signedInUser(request)),
  );

  app.post(
    "/api/groups/:id/members/:userId/approve",
    route("Let someone waiting into the group (admins)", {
      body: noBody,
      params: memberParams,
      response: emptyAnswer,
    }),
    async (request, reply) =>
      noContent(reply, groups.approve(request.params.id, request.params.userId, signedInUser(request))),
  );

  app.delete(
    "/api/groups/:id/members/:userId",
    route("Remove a member or turn down a request (admins)", {
      params: memberParams,
      response: emptyAnswer,
    }),
    async (request, reply) =>
      noContent(reply, groups.removeMember(request.params.id, request.params.userId, signedInUser(request))),
  );

  app.patch(
    "/api/group-posts/:id",
    route("Edit my post (within 15 minutes)", {
      params: idParams,
      body: groupPostEditSchema,
      response: emptyAnswer,
    }),
    async (request, reply) =>
      noContent(reply, groups.editPost(request.params.id, request.body.body, signedInUser(request))),
  );

  app.delete(
    "/api/group-posts/:id",
    route("Delete my post, or any post as an admin", {
      params: idParams,
      response: emptyAnswer,
    }),
    async (request, reply) => noContent(reply, groups.removePost(request.params.id, signedInUser(request))),
  );

  app.post(
    "/api/group-posts/:id/report",
    route("Report a post to the admins", {
      params: idParams,
      body: reportInputSchema,
      response: emptyAnswer,
    }),
    async (request, reply) =>
      noContent(reply, groups.reportPost(request.params.id, request.body.reason, signedInUser(request))),
  );

  app.get(
    "/api/groups/invite/:token",
    route("What an invite link leads to", {
      params: inviteParams,
      response: { 200: groupInvitePreviewSchema },
    }),
    async (request) => groups.invitePreview(request.params.token, signedInUser(request)),
  );

  app.post(
    "/api/groups/invite/:token/join",
    route("Join by invite link", {
      body: noBody,
      params: inviteParams,
      response: { 200: joinGroupResultSchema },
    }),
    async (request) => groups.join(request.params.token, signedInUser(request)),
  );
};
