import { data } from "react-router";
import type { RequestContext } from "~/context";
import { db } from "~/db/db.server";
import { personAddress } from "~/features/forms/rules/person-address";
import { signedInEditor } from "../signed-in.server";
import { exportPersonData } from "./person-data.server";

/**
 * The person's copy of their data: everything held on the address (`email`) as a JSON file to download, recorded in
 * the activity log. Asked for at `/admin/people?email=ADDRESS&format=json`, the address the people page links to,
 * which the server hands to this resource route (server/workspace.ts: a page's route answers no file).
 */
export async function personDataDownloadLoader({ request, context }: { request: Request; context: RequestContext }) {
  const editor = signedInEditor(context);
  // GET only: a download is an export, recorded in the log.
  if (request.method !== "GET") throw data("Method Not Allowed", { status: 405, headers: { Allow: "GET" } });
  const address = personAddress(new URL(request.url).searchParams.get("email"));
  if (!address) throw data("Not Found", { status: 404 });
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
}
