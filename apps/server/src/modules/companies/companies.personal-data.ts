import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import {
  companiesOwnedOnlyBy,
  deleteCompanies,
  listCompaniesOf,
  listCrewsOf,
  listRecordViews,
} from "./companies.repository.ts";
import { COMPANIES_PER_USER, CREW_INVITES_PER_DAY, MEMBERS_PER_COMPANY } from "./companies.service.ts";

/**
 * Contractors (issue 50): the companies a person is a member of, and the crews they joined with every look the
 * company took. A company whose only owner deletes their account goes with it (nobody could run it).
 */
export const companiesPersonalData: PersonalDataPart = {
  module: "companies",
  columns: [
    column("company_members", "user_id", "company_memberships", "cascade"),
    column("crew_members", "user_id", "crews", "cascade"),
    column(
      "crew_changes",
      "user_id",
      { excluded: "the site's feed of the crews exported under crews, in its words" },
      "cascade",
    ),
    column(
      "colleague_invites",
      "invited_by_user_id",
      { excluded: "the company's invite to a colleague: the colleague's e-mail, not the inviter's data" },
      { unlink: "the invite stays the company's, for the colleague to answer" },
    ),
    column(
      "crew_invites",
      "invited_by_user_id",
      { excluded: "the company's invite to a worker: the worker's e-mail, not the inviter's data" },
      { unlink: "the invite stays the company's, for the worker to answer" },
    ),
    column(
      "crew_record_views",
      "viewer_user_id",
      { excluded: "a look at a worker's records is the worker's log (exported to them under crews)" },
      { unlink: "the worker keeps the log of the look, without the viewer's account" },
    ),
  ],
  async exportOf(db, userId) {
    const [memberships, crews] = await Promise.all([listCompaniesOf(db, userId), listCrewsOf(db, userId)]);
    const views = await listRecordViews(
      db,
      crews.map((crew) => crew.member.id),
    );
    return {
      company_memberships: memberships.map(({ company, role }) => ({
        company_id: company.id,
        company_name: company.name,
        role,
      })),
      crews: crews.map(({ member, companyName, siteName, roleName }) => ({
        id: member.id,
        company_name: companyName,
        site_name: siteName,
        role_name: roleName,
        state: member.state,
        joined_at: member.joinedAt.toISOString(),
        left_at: member.leftAt?.toISOString() ?? null,
        looks: views
          .filter((view) => view.crewMemberId === member.id)
          .map((view) => ({ viewed_at: view.viewedAt.toISOString(), viewer_name: view.viewerName })),
      })),
    };
  },
  async beforeDeletion(db, userId) {
    await deleteCompanies(db, await companiesOwnedOnlyBy(db, userId));
  },
  growth: {
    company_members: {
      limit: `${COMPANIES_PER_USER} companies per user, ${MEMBERS_PER_COMPANY} members per company`,
    },
    crew_members: {
      limit: `one per crew invite accepted (${CREW_INVITES_PER_DAY} crew invites per company a day)`,
    },
    crew_changes: {
      notGrownByTheirUser: "written by the company's change-feed job and at joining, declining and leaving",
    },
    colleague_invites: { limit: `${MEMBERS_PER_COMPANY} members and open invites per company` },
    crew_invites: { limit: `${CREW_INVITES_PER_DAY} per company a day` },
    crew_record_views: { limit: "one logged look per viewer and crew member a minute" },
  },
};
