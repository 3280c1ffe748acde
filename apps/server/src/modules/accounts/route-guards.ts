import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { RouteAccess } from "../../lib/route-access.ts";
import type { AccessService } from "../access/access.service.ts";
import { assertSteppedUp, type SessionGuard } from "./session-guard.ts";

/** A registered route and who may call it, as the route-access test walks them. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after the guards, with its declared access (the route-access test reads it). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/**
 * Routes a plugin of someone else's registers, which cannot carry our declaration: the API docs viewer
 * (@fastify/swagger-ui) serves the public OpenAPI document and its page.
 */
const pluginRoutes: Array<{ prefix: string; access: RouteAccess }> = [
  { prefix: monitoringPlainRoutes.apiDocs.path, access: { level: "public" } },
];

function declaredAccess(route: RouteOptions): RouteAccess | undefined {
  const ofPlugin = pluginRoutes.find(
    ({ prefix }) => route.url === prefix || route.url.startsWith(`${prefix}/`),
  );
  return route.config?.access ?? ofPlugin?.access;
}

/**
 * Deny by default: every route registered from here on must declare who may call it (`config.access`, made by
 * lib/route-access.ts), or registering it throws and the server does not start. The declaration becomes the
 * route's first onRequest hook, so a caller without the right is refused before the body is read or checked:
 * signed out is 401 on every route that is not public or token, whatever the request holds.
 */
export function registerRouteGuards(
  app: FastifyInstance,
  { guard, access }: { guard: SessionGuard; access: AccessService },
) {
  const routes: DeclaredRoute[] = [];

  type Session = NonNullable<Awaited<ReturnType<SessionGuard["currentSession"]>>>;

  /** 401 unless signed in (403 for a suspended account); sets request.user. */
  async function signedIn(request: FastifyRequest): Promise<Session> {
    const session = await guard.currentSession(request);
    if (!session) throw new AppError(401, "UNAUTHENTICATED");
    request.user = session.user;
    return session;
  }

  async function admin(request: FastifyRequest, stepUp?: boolean) {
    const session = await signedIn(request);
    await access.assertAccess("admin", session.user);
    // The admin pages may require two-factor of admins (a site setting).
    await access.assertAdminSecondFactor(session.twoFactorEnabled);
    if (stepUp) assertSteppedUp(session);
  }

  function guardOf(declared: RouteAccess): onRequestAsyncHookHandler | undefined {
    switch (declared.level) {
      case "public": {
        const { loadsUser, feature } = declared;
        if (!loadsUser && !feature) return undefined;
        return async (request) => {
          request.user = await guard.currentUser(request);
          if (feature) await access.assertAccess(feature, request.user);
        };
      }
      case "token": {
        const { bearer, orAdmin } = declared;
        if (!bearer && !orAdmin) return undefined;
        return async (request) => {
          if (bearer?.(request)) return;
          if (orAdmin) return admin(request);
          throw new AppError(401, "UNAUTHENTICATED");
        };
      }
      case "signed-in": {
        const { feature, capability, stepUp } = declared;
        return async (request) => {
          const session = await signedIn(request);
          if (feature) await access.assertAccess(feature, session.user);
          if (capability) await access.assertCapability(capability, session.user);
          // Last: a worker is told a page is not theirs before being asked for a code.
          if (stepUp) assertSteppedUp(session);
        };
      }
      case "admin":
        return (request) => admin(request, declared.stepUp);
    }
  }

  app.addHook("onRoute", (route) => {
    const declared = declaredAccess(route);
    const methods = [route.method].flat();
    if (!declared) {
      throw new Error(
        `${methods.join(",")} ${route.url} declares no access level: give it config.access ` +
          "(publicAccess, tokenAccess or signedInAccess from lib/route-access.ts), or register it from its contract " +
          "with registerEndpoint",
      );
    }
    const check = guardOf(declared);
    // First among the route's own onRequest hooks, as a global hook would be.
    if (check) route.onRequest = [check, ...[route.onRequest ?? []].flat()];
    for (const method of methods) routes.push({ method, url: route.url, access: declared });
  });
  app.decorate("declaredRoutes", routes);
}
