import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkGroups } from "./scripts/chunk-groups";
import { precompressedAssets } from "./scripts/precompress";
import { pwaOptions } from "./scripts/pwa";

export default defineConfig({
  root: "web",
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "routes",
      generatedRouteTree: "routeTree.gen.ts",
      quoteStyle: "double",
    }),
    react(),
    VitePWA(pwaOptions),
    precompressedAssets(),
  ],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Few files per route (scripts/chunk-groups.ts); the password meter's dictionaries stay lazy.
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000", "/trpc": "http://localhost:3000" } },
});
