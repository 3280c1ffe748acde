import { groupsEndpoints } from "@siteready/domain/groups";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { createGroupsService } from "./groups.service.ts";

/** Crew and site groups (§2 /groups, issue 17): the routes of `groupsEndpoints` (@siteready/domain). */
export const groupsRoutes: FastifyPluginAsyncZod<{ db: Db; clock?: () => Date }> = async (app, options) => {
  const groups = createGroupsService(options);
  const endpoints = groupsEndpoints;

  registerEndpoint(app, endpoints.list, async ({ request }) => ({
    groups: await groups.list(signedInUser(request)),
  }));

  registerEndpoint(app, endpoints.create, async ({ body, request }) =>
    groups.create(body, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.detail, async ({ params, query, request }) =>
    groups.detail(params.id, signedInUser(request), query.before),
  );

  registerEndpoint(app, endpoints.post, async ({ params, body, request }) =>
    groups.post(params.id, body, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.leave, async ({ params, request }) =>
    groups.leave(params.id, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.newInviteLink, async ({ params, request }) =>
    groups.newInviteLink(params.id, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.approve, async ({ params, request }) =>
    groups.approve(params.id, params.userId, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.removeMember, async ({ params, request }) =>
    groups.removeMember(params.id, params.userId, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.editPost, async ({ params, body, request }) =>
    groups.editPost(params.id, body.body, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.removePost, async ({ params, request }) =>
    groups.removePost(params.id, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.reportPost, async ({ params, body, request }) =>
    groups.reportPost(params.id, body.reason, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.invitePreview, async ({ params, request }) =>
    groups.invitePreview(params.token, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.join, async ({ params, request }) =>
    groups.join(params.token, signedInUser(request)),
  );
};
