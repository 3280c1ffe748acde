/** Renewals and reminders. */
export const renewals = {} as const;
