import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.SITEREADY_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
        start_url: "/dashboard",
        icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        // Precache the app shell; every client route falls back to index.html offline, API calls never do.
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
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
    manifest: true,
  },
});
