import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which wraps the React Router handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : { assetsInlineLimit: 0 },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  ssr: {
    // Native or CommonJS-heavy server dependencies stay external to the server bundle.
    external: ["sharp", "@electric-sql/pglite", "pg", "nodemailer", "pino", "pino-http"],
  },
}));
