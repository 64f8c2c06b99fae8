import type { MiddlewareFunction } from "react-router";
import { db } from "~/db/db.server";
import { personAddress } from "~/features/forms/rules/person-address";
import { signedInEditor } from "../signed-in.server";
import { exportPersonData } from "./person-data.server";

/**
 * The person's copy of their data: `GET /admin/people?email=ADDRESS&format=json`, the people page's download link,
 * answers everything held on the address as a JSON file to download, recorded in the activity log. The people
 * route's middleware (after the workspace's guard), so that the page's loader does not run: without an address, or
 * for another method, the request is the page's (which asks for an address).
 */
export const personDataDownload: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const query = new URL(request.url).searchParams;
  const address = personAddress(query.get("email"));
  if (request.method !== "GET" || query.get("format") !== "json" || !address) return next();
  const editor = signedInEditor(context);
  const held = await exportPersonData(await db(), { address, editorId: editor.id });
  const exportedAt = new Date();
  const body = JSON.stringify({ exportedAt, ...held }, null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
      "Content-Length": String(Buffer.byteLength(body)),
    },
  });
};
