import { isProjectOngoing, type ProjectInput, type ProjectView } from "@siteready/domain/projects";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import {
  deleteProjectOfUser,
  findProjectOfUser,
  insertProject,
  listProjectsOfUser,
  type ProjectRow,
  type ProjectValues,
  updateProjectOfUser,
} from "./projects.repository.ts";

/** A worker's projects, and their descriptions the CV optimiser rewrites: other modules read them through this service, never the repository (lint). */
export { listProjectsOfUser, setProjectDescriptionOfUser } from "./projects.repository.ts";

export function projectView(row: ProjectRow): ProjectView {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    role: row.role,
    site_postcode: row.sitePostcode,
    start_date: row.startDate,
    end_date: row.endDate,
    ongoing: isProjectOngoing({ end_date: row.endDate }),
    description: row.description,
    reference_name: row.referenceName,
    reference_contact: row.referenceContact,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Work history (§2 /projects). Every read and write is scoped to the owner: another's project is a 404. */
export function createProjectsService({ db, geocoding }: { db: Db; geocoding: GeocodingService }) {
  /**
   * The site's coordinates, for the weather page. An unknown postcode is the user's to fix (400); when the
   * postcode service is down the project is still saved, without coordinates, and the weather page looks the
   * postcode up later: a history entry should not wait on an outside service.
   */
  async function siteOf(postcode: string | undefined, previous?: ProjectRow) {
    if (!postcode) return { sitePostcode: null, latitude: null, longitude: null };
    if (previous?.sitePostcode === postcode && previous.latitude !== null && previous.longitude !== null) {
      return { sitePostcode: postcode, latitude: previous.latitude, longitude: previous.longitude };
    }
    try {
      const site = await geocoding.lookupPostcode(postcode, "site_postcode");
      return { sitePostcode: site.postcode, latitude: site.latitude, longitude: site.longitude };
    } catch (error) {
      if (error instanceof AppError && error.status === 503) {
        return { sitePostcode: postcode, latitude: null, longitude: null };
      }
      throw error;
    }
  }

  async function valuesOf(input: ProjectInput, previous?: ProjectRow): Promise<ProjectValues> {
    return {
      name: input.name,
      company: input.company ?? null,
      role: input.role ?? null,
      startDate: input.start_date,
      endDate: input.end_date ?? null,
      description: input.description ?? null,
      referenceName: input.reference_name ?? null,
      referenceContact: input.reference_contact ?? null,
      ...(await siteOf(input.site_postcode, previous)),
    };
  }

  async function ownProject(id: string, userId: string): Promise<ProjectRow> {
    assertRecordId(id);
    const row = await findProjectOfUser(db, id, userId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string): Promise<ProjectView[]> {
      return (await listProjectsOfUser(db, userId)).map(projectView);
    },

    async get(id: string, userId: string): Promise<ProjectView> {
      return projectView(await ownProject(id, userId));
    },

    async create(input: ProjectInput, userId: string): Promise<ProjectView> {
      return projectView(await insertProject(db, userId, await valuesOf(input)));
    },

    async update(id: string, input: ProjectInput, userId: string): Promise<ProjectView> {
      const previous = await ownProject(id, userId);
      const row = await updateProjectOfUser(db, id, userId, await valuesOf(input, previous));
      if (!row) throw notFound();
      return projectView(row);
    },

    async remove(id: string, userId: string): Promise<void> {
      assertRecordId(id);
      if (!(await deleteProjectOfUser(db, id, userId))) throw notFound();
    },
  };
}
