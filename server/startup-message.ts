export interface StartupFacts {
  origins: { de: string; es: string };
  /** The embedded database (no DATABASE_URL): the editor command cannot open it while the server runs. */
  embedded: boolean;
}

/** What the console shows once the server listens: both sites' addresses and how an editor gets into the workspace. */
export function startupMessage({ origins, embedded }: StartupFacts): string {
  return [
    `German site:  ${origins.de}`,
    `Spanish site: ${origins.es}`,
    `Workspace:    ${origins.de}/admin and ${origins.es}/admin, for the addresses in EDITOR_EMAILS and those added there.`,
    `              A sign-in link without mail: \`npm run editor -- link you@example.org\`${embedded ? " (with the server stopped: the embedded database serves one process)" : ""}.`,
  ].join("\n");
}
