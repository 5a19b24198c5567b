import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkGroups } from "./scripts/chunk-groups";
import { precompressedAssets } from "./scripts/precompress";

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
