const moment = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** An ISO timestamp as '22 Nov 2026, 19:20' in the admin's own time zone. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
