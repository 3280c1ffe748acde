import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compiledMessages } from "./scripts/compiled-messages.ts";

const apiTarget = process.env.SITEREADY_API_URL ?? "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The catalogues' messages parsed at build time, and no ICU parser in the app (issue 49); the prerendering
    // build formats messages as written.
    !isSsrBuild && compiledMessages(),
    // The prerendering build (src/prerender.tsx) makes HTML, not an installable app.
    !isSsrBuild &&
      VitePWA({
        // Registered by our own code after page load (src/lib/service-worker.ts), not by an inline script.
        injectRegister: false,
        registerType: "autoUpdate",
        filename: "sw.js",
        manifest: {
          name: "SiteReady",
          short_name: "SiteReady",
          description: "Your cards, tickets and compliance records, ready at the site gate.",
          theme_color: "#f97316",
          background_color: "#111827",
          display: "standalone",
          // Opens the wallet: a signed-in worker lands on their cards (offline too); others are asked to sign in.
          start_url: "/wallet",
          scope: "/",
          id: "/",
          icons: [
            { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
            { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
          ],
        },
        workbox: {
          // Precache the app shell (with the QR reader's WebAssembly, for the gate check offline); every client
          // route falls back to index.html offline, API calls never do.
          globPatterns: ["**/*.{js,css,html,svg,woff2,wasm}"],
          // Control the page on the very first visit, so a reload with no signal opens the wallet that same day.
          clientsClaim: true,
          skipWaiting: true,
          navigateFallback: "/index.html",
          navigateFallbackDenylist: [/^\/api\//],
          runtimeCaching: [
            {
              // Only the wallet's images (marked '?gate' by the server) are kept on the device, answered from
              // the cache first (a file's id changes when it is replaced); the cache name is lib/offline-copy.ts's.
              urlPattern: ({ url, sameOrigin }) =>
                sameOrigin && url.pathname.startsWith("/api/files/") && url.searchParams.has("gate"),
              handler: "CacheFirst",
              options: { cacheName: "siteready-gate-images", cacheableResponse: { statuses: [200] } },
            },
          ],
        },
      }),
  ],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The app shell starts the app at once (main.tsx); the prerendered pages start it when the visitor reaches
      // for a control (prerendered-entry.ts, put in their HTML by scripts/prerender.mjs).
      ...(isSsrBuild
        ? {}
        : { input: { index: "index.html", "prerendered-entry": "src/prerendered-entry.ts" } }),
      // zod's schema builders make no changes outside what they return, so a schema nobody uses is dropped
      // with its module's other unused exports, instead of pulling zod into the first script with a module
      // that is there for something else.
      treeshake: { manualPureFunctions: ["z"] },
      // What prerendered-entry.ts needs before the app (the service worker's registration and Vite's loader for
      // the app's chunks) in a chunk of its own: left to itself, the bundler puts them in a 6 kB shared chunk.
      // Each area's words in each language are a chunk of their own (packages/domain's loadArea), loaded with the
      // pages that show them (issue 49).
      output: {
        codeSplitting: {
          groups: [
            { name: "before-app", test: /service-worker\.ts|vite\/preload-helper/ },
            // Vite's helper for the words' imports, which the app needs at once: alone, it would sit in one of them.
            { name: "translations", test: /dynamic[-_]import[-_]helper/ },
          ],
        },
      },
    },
  },
}));
