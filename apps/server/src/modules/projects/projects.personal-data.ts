import { RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listProjectsOfUser } from "./projects.repository.ts";
import { projectView } from "./projects.service.ts";

export const projectsPersonalData: PersonalDataPart = {
  module: "projects",
  columns: [column("projects", "user_id", "projects", "cascade")],
  async exportOf(db, userId) {
    return { projects: (await listProjectsOfUser(db, userId)).map(projectView) };
  },
  growth: {
    projects: { limit: `${RECORDS_PER_TYPE_LIMIT} per user` },
  },
};
