export interface StartupFacts {
  origins: { de: string; es: string };
  /** The embedded database (no DATABASE_URL): the editor command asks this server for the link. */
  embedded: boolean;
  /** SMTP_URL is set: sign-in links go out by mail only. */
  mailServer: boolean;
}

/** What the console shows once the server listens: both sites' addresses and how an editor gets into the workspace. */
export function startupMessage({ origins, embedded, mailServer }: StartupFacts): string {
  const command = embedded
    ? "in a second terminal while this server runs (it asks this server)"
    : "with this server's DATABASE_URL and SITE_ORIGIN_DE/_ES";
  return [
    `German site:  ${origins.de}`,
    `Spanish site: ${origins.es}`,
    `Workspace:    ${origins.de}/admin and ${origins.es}/admin, for the addresses in EDITOR_EMAILS and those added there.`,
    `              A sign-in link on the console: \`npm run editor -- link you@example.org\`, ${command}.`,
    ...(mailServer ? [] : ["              Without SMTP_URL the sign-in links asked for at /admin/login are printed here as well."]),
  ].join("\n");
}
