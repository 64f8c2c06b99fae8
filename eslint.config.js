// Lint: typescript-eslint's recommended type-aware rules (recommendedTypeChecked: promises awaited or handled
// among them) and the rules of React hooks, on the app, the server, the tests and the scripts. Formatting is
// Prettier's job (.prettierrc.json); both run in `npm test`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // The type-aware rules read each file's types through its tsconfig (tsconfig.json, which holds every file here).
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: [".dependency-cruiser.mjs"] },
        tsconfigRootDir: path.dirname(fileURLToPath(import.meta.url)),
      },
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Module augmentation (React Router's AppLoadContext, Express's Locals) needs these two forms.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // React Router's loaders and actions end a request by throwing its answer: `redirect()` (a Response) and
      // `data()` (a DataWithResponseInit).
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON bodies, mocks and fixtures typed `any` on purpose, and stand in for async interfaces with
    // async functions that need not await: these rules flag those by the hundred there. Promises stay checked.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
    // Plain JavaScript: JSON, child processes' output and untyped parameters are `any` here, and every use of them
    // would be a finding. tsconfig.scripts.json type-checks the server's entry, the scripts and the benches (checkJs).
    // Promises stay checked.
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // Bench scripts run part of their code in the page (Playwright's evaluate).
    files: ["bench/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The insights beacon runs in the page, minified by hand (short-circuit calls included).
    files: ["public/insights.js"],
    languageOptions: { globals: { ...globals.browser } },
    rules: { "@typescript-eslint/no-unused-expressions": "off" },
  },
);
