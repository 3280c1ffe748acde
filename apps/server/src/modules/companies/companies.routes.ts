import { companiesEndpoints, companiesPlainRoutes, crewBoardQuerySchema } from "@siteready/domain/companies";
import { rightToWorkEndpoints, rightToWorkPlainRoutes } from "@siteready/domain/right-to-work";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { wordsFor } from "../../lib/request-language.ts";
import { renderRightToWorkReceiptPdf } from "../../lib/right-to-work-receipt-pdf.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { SessionGuard } from "../accounts/session-guard.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { contentDisposition } from "../files/files.routes.ts";
import type { CompaniesService } from "./companies.service.ts";
import { crewBoardCsv, crewBoardPdf } from "./crew-board-export.ts";

const siteParams = z.object({ companyId: z.uuid(), siteId: z.uuid() });
const receiptParams = siteParams.extend({ crewId: z.uuid(), receiptId: z.uuid() });

/** Contractors (issue 50): the routes of `companiesEndpoints`, and the crew board's CSV and PDF. */
export const companiesRoutes: FastifyPluginAsyncZod<{
  companies: CompaniesService;
  now: () => Date;
  /** The step-up before a worker lets a company see right-to-work evidence (decision 0027). */
  guard: Pick<SessionGuard, "requireStepUp">;
}> = async (app, { companies, now, guard }) => {
  const endpoints = companiesEndpoints;
  const me = (request: FastifyRequest) => signedInUser(request).id;

  // --- companies and members ---------------------------------------------------------------------
  registerEndpoint(app, endpoints.companies, async ({ request }) => ({
    companies: await companies.list(me(request)),
  }));
  registerEndpoint(app, endpoints.createCompany, async ({ body, request }) =>
    companies.create(me(request), body),
  );
  registerEndpoint(app, endpoints.company, async ({ params, request }) =>
    companies.get(me(request), params.companyId),
  );
  registerEndpoint(app, endpoints.updateCompany, async ({ params, body, request }) =>
    companies.update(me(request), params.companyId, body),
  );
  registerEndpoint(app, endpoints.deleteCompany, async ({ params, request }) =>
    companies.remove(me(request), params.companyId),
  );
  registerEndpoint(app, endpoints.members, async ({ params, request }) =>
    companies.members(me(request), params.companyId),
  );
  registerEndpoint(app, endpoints.inviteColleague, async ({ params, body, request }) =>
    companies.inviteColleague(me(request), params.companyId, body),
  );
  registerEndpoint(app, endpoints.withdrawColleagueInvite, async ({ params, request }) =>
    companies.withdrawColleagueInvite(me(request), params.companyId, params.inviteId),
  );
  registerEndpoint(app, endpoints.changeMemberRole, async ({ params, body, request }) =>
    companies.changeMemberRole(me(request), params.companyId, params.memberId, body.role),
  );
  registerEndpoint(app, endpoints.removeMember, async ({ params, request }) =>
    companies.removeMember(me(request), params.companyId, params.memberId),
  );
  registerEndpoint(app, endpoints.myColleagueInvites, async ({ request }) => ({
    invites: await companies.myColleagueInvites(me(request)),
  }));
  registerEndpoint(app, endpoints.acceptColleagueInvite, async ({ params, request }) => {
    const company = await companies.answerColleagueInvite(me(request), params.inviteId, "accept");
    if (!company) throw new Error("an accepted invite names its company");
    return company;
  });
  registerEndpoint(app, endpoints.declineColleagueInvite, async ({ params, request }) => {
    await companies.answerColleagueInvite(me(request), params.inviteId, "decline");
  });

  // --- sites and requirements --------------------------------------------------------------------
  registerEndpoint(app, endpoints.sites, async ({ params, request }) => ({
    sites: await companies.sites(me(request), params.companyId),
  }));
  registerEndpoint(app, endpoints.createSite, async ({ params, body, request }) =>
    companies.createSite(me(request), params.companyId, body),
  );
  registerEndpoint(app, endpoints.site, async ({ params, request }) =>
    companies.site(me(request), params.companyId, params.siteId),
  );
  registerEndpoint(app, endpoints.updateSite, async ({ params, body, request }) =>
    companies.updateSite(me(request), params.companyId, params.siteId, body),
  );
  registerEndpoint(app, endpoints.deleteSite, async ({ params, request }) =>
    companies.deleteSite(me(request), params.companyId, params.siteId),
  );
  registerEndpoint(app, endpoints.crewRoles, async ({ params, request }) => ({
    roles: await companies.roles(me(request), params.companyId),
  }));
  registerEndpoint(app, endpoints.createCrewRole, async ({ params, body, request }) =>
    companies.createRole(me(request), params.companyId, body),
  );
  registerEndpoint(app, endpoints.updateCrewRole, async ({ params, body, request }) =>
    companies.updateRole(me(request), params.companyId, params.roleId, body),
  );
  registerEndpoint(app, endpoints.deleteCrewRole, async ({ params, request }) =>
    companies.deleteRole(me(request), params.companyId, params.roleId),
  );
  registerEndpoint(app, endpoints.siteCrewRoles, async ({ params, request }) => ({
    roles: await companies.siteRoles(me(request), params.companyId, params.siteId),
  }));
  registerEndpoint(app, endpoints.overrideSiteCrewRole, async ({ params, body, request }) =>
    companies.overrideSiteRole(me(request), params.companyId, params.siteId, params.roleId, body),
  );
  registerEndpoint(app, endpoints.clearSiteCrewRoleOverride, async ({ params, request }) =>
    companies.clearSiteRoleOverride(me(request), params.companyId, params.siteId, params.roleId),
  );

  // --- crew invites and consent ------------------------------------------------------------------
  registerEndpoint(app, endpoints.inviteCrew, async ({ params, body, request }) =>
    companies.inviteCrew(me(request), params.companyId, params.siteId, body),
  );
  registerEndpoint(app, endpoints.withdrawCrewInvite, async ({ params, request }) =>
    companies.withdrawCrewInvite(me(request), params.companyId, params.siteId, params.inviteId),
  );
  registerEndpoint(app, endpoints.previewCrewInvite, async ({ body, request }) =>
    companies.previewByToken(me(request), body.token),
  );
  registerEndpoint(app, endpoints.acceptCrewInvite, async ({ body, request }) =>
    companies.acceptByToken(me(request), body.token, () => guard.requireStepUp(request)),
  );
  registerEndpoint(app, endpoints.declineCrewInvite, async ({ body, request }) =>
    companies.declineByToken(me(request), body.token),
  );
  registerEndpoint(app, endpoints.myCrews, async ({ request }) => companies.myCrews(me(request)));
  registerEndpoint(app, endpoints.previewMyCrewInvite, async ({ params, request }) =>
    companies.previewMine(me(request), params.inviteId),
  );
  registerEndpoint(app, endpoints.acceptMyCrewInvite, async ({ params, request }) =>
    companies.acceptMine(me(request), params.inviteId, () => guard.requireStepUp(request)),
  );
  registerEndpoint(app, endpoints.declineMyCrewInvite, async ({ params, request }) =>
    companies.declineMine(me(request), params.inviteId),
  );
  registerEndpoint(app, endpoints.leaveCrew, async ({ params, request }) =>
    companies.leave(me(request), params.crewId),
  );

  // --- the board and the feed --------------------------------------------------------------------
  registerEndpoint(app, endpoints.crewBoard, async ({ params, query, request }) =>
    companies.board(me(request), params.companyId, params.siteId, query),
  );
  registerEndpoint(app, endpoints.crewMemberRecords, async ({ params, request }) =>
    companies.crewMemberRecords(me(request), params.companyId, params.siteId, params.crewId),
  );
  registerEndpoint(app, endpoints.crewChanges, async ({ params, query, request }) => ({
    changes: await companies.changes(me(request), params.companyId, params.siteId, query),
  }));
  registerEndpoint(app, endpoints.acknowledgeCrewChanges, async ({ params, body, request }) => ({
    acknowledged: await companies.acknowledge(me(request), params.companyId, params.siteId, body.ids),
  }));

  // --- right to work (issue 52) -------------------------------------------------------------------
  registerEndpoint(app, rightToWorkEndpoints.recordCrewReceipt, async ({ params, body, request }) =>
    companies.recordRightToWorkReceipt(me(request), params.companyId, params.siteId, params.crewId, body),
  );

  app.get(
    rightToWorkPlainRoutes.crewReceiptPdf.path,
    {
      ...signedInAccess(),
      schema: {
        tags: ["right to work"],
        summary: "One of the company's right-to-work receipts for a crew member, with its evidence, as a PDF",
        params: receiptParams,
        fileAnswer: { description: "The receipt and its evidence", contentTypes: ["application/pdf"] },
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const { companyId, siteId, crewId, receiptId } = request.params;
      const contents = await companies.rightToWorkReceiptContents(
        me(request),
        companyId,
        siteId,
        crewId,
        receiptId,
      );
      const pdf = await renderRightToWorkReceiptPdf({ ...contents, language: wordsFor(request).language });
      return reply
        .type("application/pdf")
        .header("content-disposition", 'attachment; filename="right-to-work-check.pdf"')
        .send(pdf);
    },
  );

  // --- the site's gate ---------------------------------------------------------------------------
  registerEndpoint(app, endpoints.expectedCrewPack, async ({ params, request }) =>
    companies.expectedCrewPack(me(request), params.companyId, params.siteId),
  );
  registerEndpoint(app, endpoints.siteGateCheck, async ({ params, body, request }) =>
    companies.gateCheck(me(request), params.companyId, params.siteId, body.token),
  );
  registerEndpoint(app, endpoints.addSiteSignIns, async ({ params, body, request }) =>
    companies.addSignIns(me(request), params.companyId, params.siteId, body.sign_ins),
  );
  registerEndpoint(app, endpoints.siteSignIns, async ({ params, request }) =>
    companies.signIns(me(request), params.companyId, params.siteId),
  );

  // --- the board's files -------------------------------------------------------------------------
  const exportQuery = crewBoardQuerySchema.omit({ page: true, page_size: true });

  app.get(
    companiesPlainRoutes.crewBoardCsv.path,
    {
      ...signedInAccess(),
      schema: {
        tags: ["companies"],
        summary: "The site's crew board as a CSV file, filtered and sorted as the board (manager)",
        params: siteParams,
        querystring: exportQuery,
        fileAnswer: { description: "The crew board (CSV)", contentTypes: ["text/csv"] },
      },
    },
    async (request, reply) => {
      const { companyId, siteId } = request.params;
      const board = await companies.boardForExport(me(request), companyId, siteId, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition("attachment", `crew-board-${board.site.name}.csv`))
        .send(crewBoardCsv(board, wordsFor(request)));
    },
  );

  app.get(
    companiesPlainRoutes.crewBoardPdf.path,
    {
      ...signedInAccess(),
      schema: {
        tags: ["companies"],
        summary: "The site's crew board as a PDF, filtered and sorted as the board (manager)",
        params: siteParams,
        querystring: exportQuery,
        fileAnswer: { description: "The crew board (PDF)", contentTypes: ["application/pdf"] },
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const { companyId, siteId } = request.params;
      const board = await companies.boardForExport(me(request), companyId, siteId, request.query);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition("attachment", `crew-board-${board.site.name}.pdf`))
        .send(await crewBoardPdf(board, wordsFor(request), now()));
    },
  );
};
