import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: path("./src/web"),
  publicDir: path("./src/web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@shared": path("./src/shared"),
      "@web": path("./src/web"),
      "@server": path("./src/server"),
    },
  },
  build: {
    outDir: path("./dist/web"),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
