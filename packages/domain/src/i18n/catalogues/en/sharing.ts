/** Sharing records with an employer: links, QR codes, the compliance pack. */
export const sharing = {} as const;
