/** The app's frame: the sidebar, the top bar, the bottom navigation, page titles and pages that are not found. */
export const shell = {} as const;
