import type { ServerModule } from "../server-module.ts";
import { liveRoutes } from "./live.routes.ts";
import { createLiveHub } from "./live-hub.ts";
import { MESSAGE_DIGEST_INTERVAL_MS, runMessageDigestJob } from "./message-digest-job.ts";
import { contentReportsPersonalData, messagesPersonalData } from "./messages.personal-data.ts";
import { messagesRoutes } from "./messages.routes.ts";

export const messagesModule: ServerModule = {
  name: "messages",
  async register(app, { database, db, config, diggs, groupMemberIds, siteWatcherIds, logger }) {
    const liveHub = createLiveHub({
      database,
      groupMemberIds,
      siteWatcherIds,
      onError: (error) => logger.error({ err: error }, "could not deliver a live update"),
    });
    await app.register(liveRoutes, { hub: liveHub });
    await app.register(messagesRoutes, {
      db,
      config,
      listingOwner: (listingId, requesterId) => diggs.listingOwnerForContact(listingId, requesterId),
    });
    app.addHook("onReady", async () => liveHub.start());
    app.addHook("onClose", async () => liveHub.stop());
  },
  jobs: ({ db, mailer, config, logger, access }) => [
    {
      name: "message-digest",
      intervalMs: MESSAGE_DIGEST_INTERVAL_MS,
      run: (now) =>
        runMessageDigestJob({
          db,
          mailer,
          config,
          now,
          logger,
          messagesOpenTo: (recipient) => access.isOpenTo("messages", recipient),
        }),
    },
  ],
  personalData: [messagesPersonalData, contentReportsPersonalData],
};
