// The boundaries of the code (docs/decisions/0042-a-platform-layer.md), checked in `npm test` (scripts/test.mjs):
// features build on the platform and on no other feature's insides in a circle; the shared layers build on no
// feature; public code never on the workspace's. Tests are left out: a test may reach across to check a whole.
// No known violation is kept: anything that breaks a rule fails the run with the rule's reason, a cycle between
// features too.

const featuresAlone = process.env.BOUNDARIES === "features";

/**
 * A public page's route module, in its page's folder (decision 44): it puts features together for one page, as
 * app/routes/ does, so it stands outside the feature cycles; the page registry names it by path, nothing imports it.
 */
const pageRouteModule = "^app/features/[a-z/-]*route\\.tsx$";

/**
 * No cycle between feature folders (app/features/<feature>, its sub-folders included), judged on the graph of the
 * features alone (the second run of `npm run boundaries`): a cycle through a shared layer breaks a rule below already.
 */
const noFeatureCycle = {
  name: "no-feature-cycle",
  comment: "Features import each other in a circle: what both need belongs to the platform or to the feature that owns it.",
  severity: "error",
  scope: "folder",
  from: { path: "^app/features/([^/]+)" },
  to: { path: "^app/features/", pathNot: "^app/features/$1(/|$)", circular: true },
};

/** @type {import("dependency-cruiser").IConfiguration} */
export default featuresAlone
  ? featureConfig()
  : {
      forbidden: [
        {
          name: "no-cycle",
          comment:
            "A module reaches itself again through its imports: move the shared piece to the platform or to the feature that owns it.",
          severity: "error",
          from: {},
          to: { circular: true },
        },
        {
          name: "shared-layers-import-no-feature",
          comment: "app/platform, app/lib, app/components, app/i18n and app/db serve the features and routes: they never import them.",
          severity: "error",
          from: { path: "^app/(platform|lib|components|i18n|db)/" },
          to: { path: "^app/(features|routes)/" },
        },
        {
          name: "public-code-imports-no-workspace",
          comment: "The public site never builds on the workspace's code (app/features/admin, app/routes/admin).",
          severity: "error",
          // Not the public site: the server, the route table, and the backups, which hold and restore all data (the
          // restore replays the erasures over the workspace's person data too).
          from: { path: "^(app|server)/", pathNot: "^app/(features|routes)/admin/|^app/routes\\.ts$|^server/|^app/features/backup/" },
          to: { path: "^app/(features|routes)/admin/" },
        },
        {
          name: "features-import-no-routes",
          comment: "Route modules are thin and import features, never the other way round (a page's route module in its folder neither).",
          severity: "error",
          from: { path: "^app/", pathNot: "^app/routes/" },
          to: { path: ["^app/routes/", pageRouteModule] },
        },
      ],
      options: options("^(node_modules|build|\\.react-router)/"),
    };

/**
 * The second run (BOUNDARIES=features): the features' folders alone, for cycles between them. The folders on the way
 * (`app`, `app/features`) are not excluded: the cache looks for changed files from the top down through what the
 * exclusion lets pass, and with `app` left out it saw none, so an added or removed import went unnoticed.
 */
function featureConfig() {
  return { forbidden: [noFeatureCycle], options: options(["^(?!app$|app/features(/|$))", pageRouteModule], "-features") };
}

function options(excluded, cacheName = "") {
  return {
    doNotFollow: { path: "node_modules" },
    exclude: { path: [excluded, "\\.test\\.tsx?$"].flat() },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    // Unchanged files are not parsed again: the step takes seconds after its first run.
    cache: { folder: `node_modules/.cache/dependency-cruiser${cacheName}`, strategy: "content" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  };
}
