// The endpoints the app's frame calls on every page (the session, the features, the language saved on the
// account, the wallet's queued markings, the sidebar's unread count), loaded with the first of those calls rather
// than with the frame (issue 49): their declarations carry the contracts' zod schemas (decision 0024), and zod is
// a fifth of the first tap. Each page's own calls import their declarations as usual.
export { authEndpoints } from "@siteready/domain/accounts";
export { accessEndpoints } from "@siteready/domain/endpoint";
export { languagesEndpoints } from "@siteready/domain/languages";
export { messagesEndpoints } from "@siteready/domain/messages";
export { walletEndpoints } from "@siteready/domain/wallet";
