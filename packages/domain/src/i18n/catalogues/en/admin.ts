/** The admin pages. */
export const admin = {} as const;
