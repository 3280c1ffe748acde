/** Jobs, applications and projects. */
export const jobs = {} as const;
