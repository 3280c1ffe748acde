import { RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listSitesOfUser } from "./weather.repository.ts";
import { toSiteView } from "./weather.service.ts";

export const weatherPersonalData: PersonalDataPart = {
  module: "weather",
  columns: [column("job_sites", "user_id", "saved_sites", "cascade")],
  async exportOf(db, userId) {
    return { saved_sites: (await listSitesOfUser(db, userId)).map(toSiteView) };
  },
  growth: {
    job_sites: { limit: `${RECORDS_PER_TYPE_LIMIT} weather sites per user` },
  },
};
