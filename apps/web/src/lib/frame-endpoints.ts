// The endpoints the app's frame calls on every page (the session, the features, the language saved on the
// account, the wallet's queued markings, the sidebar's unread count) and the prerendered sign-in page's (sign-in,
// passkeys, providers: features/accounts/api), loaded with the first of those calls rather than with the page
// (issue 49): their declarations carry the contracts' zod schemas (decision 0024), and zod was a fifth of the
// first tap. Other pages' calls import their declarations as usual.
export { accountsEndpoints, authEndpoints } from "@siteready/domain/accounts";
export { accessEndpoints } from "@siteready/domain/endpoint";
export { languagesEndpoints } from "@siteready/domain/languages";
export { messagesEndpoints } from "@siteready/domain/messages";
export { walletEndpoints } from "@siteready/domain/wallet";
