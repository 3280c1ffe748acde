/** Messages, groups and moderation. */
export const messages = {} as const;
