import { RECORDS_PER_TYPE_LIMIT, REPORTS_PER_DAY } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listListingReportsBy, listListingsOfOwner, listPhotoIds } from "./diggs.repository.ts";
import { listingView } from "./diggs.service.ts";

export const diggsPersonalData: PersonalDataPart = {
  module: "diggs",
  columns: [
    column("diggs_listings", "owner_id", "diggs_listings", "cascade"),
    column("diggs_reports", "reporter_id", "diggs_reports", "cascade"),
  ],
  async exportOf(db, userId, { zipPathOfFile }) {
    const [listings, listingReports] = await Promise.all([
      listListingsOfOwner(db, userId),
      listListingReportsBy(db, userId),
    ]);
    // A statement, however many listings there are.
    const listingPhotos = await listPhotoIds(
      db,
      listings.map((listing) => listing.id),
    );
    return {
      // Each photo points at its files/ entry in the zip.
      diggs_listings: listings.map((row) => {
        const photoIds = listingPhotos.get(row.id) ?? [];
        return {
          ...listingView(row, photoIds, userId),
          photos: photoIds.map((fileId) => ({ file_id: fileId, path: zipPathOfFile(fileId) })),
        };
      }),
      diggs_reports: listingReports.map((report) => ({
        listing_id: report.listingId,
        listing_title: report.listingTitle,
        reason: report.reason,
        created_at: report.createdAt.toISOString(),
      })),
    };
  },
  growth: {
    diggs_listings: { limit: `${RECORDS_PER_TYPE_LIMIT} per owner (db/owned-listings.ts)` },
    diggs_reports: { limit: `${REPORTS_PER_DAY} in 24 hours per reporter; one per listing` },
  },
};
