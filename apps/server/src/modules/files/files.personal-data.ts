import { STORAGE_BYTES_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listStoredFiles } from "./files.repository.ts";

/** A stored file's place in the data export's zip. */
export const zipPathOf = (storageKey: string) => `files/${storageKey.split("/").pop() ?? storageKey}`;

/** The list of the person's uploaded files; the export's zip holds their bytes under files/. */
export const filesPersonalData: PersonalDataPart = {
  module: "files",
  columns: [column("stored_files", "user_id", "files", "cascade")],
  async exportOf(db, userId) {
    return {
      files: (await listStoredFiles(db, userId)).map((file) => ({
        id: file.id,
        path: zipPathOf(file.storageKey),
        original_name: file.originalName,
        mime_type: file.mimeType,
        size_bytes: file.sizeBytes,
        uploaded_at: file.createdAt.toISOString(),
      })),
    };
  },
  growth: {
    stored_files: {
      limit: `${STORAGE_BYTES_LIMIT / 1024 / 1024} MB per user (db/quotas.routes.test.ts goes past it); each file belongs to a record with a limit of its own, and files left without one are swept away`,
    },
  },
};
