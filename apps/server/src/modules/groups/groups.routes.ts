import {
  groupDetailSchema,
  groupInputSchema,
  groupInvitePreviewSchema,
  groupListSchema,
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
import { noBody } from "../../lib/zod-app.ts";
import { type FeatureGate, signedInUser } from "../access/feature-gate.ts";
import { createGroupsService } from "./groups.service.ts";

const idParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
// The path segment after "invite" is redacted from logs (lib/logger.ts): it is the link's secret.
const inviteParams = z.object({ token: z.string().max(100) });

/** Crew and site groups (§2 /groups, issue 17). A group I am not an active member of answers 404. */
export const groupsRoutes: FastifyPluginAsyncZod<{ db: Db; gate: FeatureGate; clock?: () => Date }> = async (
  app,
  options,
) => {
  const groups = createGroupsService(options);
  const preHandler = options.gate.requireFeature("groups");
  const tags = ["groups"];
  const noContent = { 204: z.null().describe("Done") };

  app.get(
    "/api/groups",
    { preHandler, schema: { tags, summary: "The groups I am in", response: { 200: groupListSchema } } },
    async (request) => ({ groups: await groups.list(signedInUser(request)) }),
  );

  app.post(
    "/api/groups",
    {
      preHandler,
      schema: {
        tags,
        summary: "Create a group; I become its admin",
        body: groupInputSchema,
        response: { 201: groupViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.create(request.body, signedInUser(request))),
  );

  app.get(
    "/api/groups/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "A group: members and newest posts",
        params: idParams,
        response: { 200: groupDetailSchema },
      },
    },
    async (request) => groups.detail(request.params.id, signedInUser(request)),
  );

  app.post(
    "/api/groups/:id/posts",
    {
      preHandler,
      schema: {
        tags,
        summary: "Post (or reply) in a group",
        params: idParams,
        body: groupPostInputSchema,
        response: { 201: groupPostViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.post(request.params.id, request.body, signedInUser(request))),
  );

  app.post(
    "/api/groups/:id/leave",
    {
      preHandler,
      schema: { body: noBody, tags, summary: "Leave a group", params: idParams, response: noContent },
    },
    async (request, reply) => {
      await groups.leave(request.params.id, signedInUser(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/groups/:id/invite-link",
    {
      preHandler,
      schema: {
        body: noBody,
        tags,
        summary: "Replace the invite link (old links stop working)",
        params: idParams,
        response: { 200: groupViewSchema },
      },
    },
    async (request) => groups.newInviteLink(request.params.id, signedInUser(request)),
  );

  app.post(
    "/api/groups/:id/members/:userId/approve",
    {
      preHandler,
      schema: {
        body: noBody,
        tags,
        summary: "Let someone waiting into the group (admins)",
        params: memberParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await groups.approve(request.params.id, request.params.userId, signedInUser(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/groups/:id/members/:userId",
    {
      preHandler,
      schema: {
        tags,
        summary: "Remove a member or turn down a request (admins)",
        params: memberParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await groups.removeMember(request.params.id, request.params.userId, signedInUser(request));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/group-posts/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Edit my post (within 15 minutes)",
        params: idParams,
        body: groupPostEditSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await groups.editPost(request.params.id, request.body.body, signedInUser(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/group-posts/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete my post, or any post as an admin",
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await groups.removePost(request.params.id, signedInUser(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/group-posts/:id/report",
    {
      preHandler,
      schema: {
        tags,
        summary: "Report a post to the admins",
        params: idParams,
        body: reportInputSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await groups.reportPost(request.params.id, request.body.reason, signedInUser(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/groups/invite/:token",
    {
      preHandler,
      schema: {
        tags,
        summary: "What an invite link leads to",
        params: inviteParams,
        response: { 200: groupInvitePreviewSchema },
      },
    },
    async (request) => groups.invitePreview(request.params.token, signedInUser(request)),
  );

  app.post(
    "/api/groups/invite/:token/join",
    {
      preHandler,
      schema: {
        body: noBody,
        tags,
        summary: "Join by invite link",
        params: inviteParams,
        response: { 200: joinGroupResultSchema },
      },
    },
    async (request) => groups.join(request.params.token, signedInUser(request)),
  );
};
