// The largest picture a visitor downloads on a post page whose pictures are phone photos: an editor saves a post
// with a 4032×3024 JPEG (about 10 MB) as its main picture, in its gallery and placed in its text; then a phone
// (390 px wide, 3× density) and a desktop browser (1280 px) open the post's page, and every picture they download
// is measured. Prints each picture's bytes and the largest.
// Usage: npx react-router build && node bench/post-pictures.mjs   (BENCH_PORT, default 3450; BENCH_CWD: the checkout
// whose build runs, e.g. an older commit's worktree, to compare; BENCH_PHOTO=soft: a softer photo of the same size
// in pixels, about 1.4 MB, that builds from before decision 33 could take without dying)
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { startEditorServer } from "./editor-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3450);
const editor = "bench-editor@example.org";

const soft = process.env.BENCH_PHOTO === "soft";
const photo = await sharp({
  create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: soft ? 30 : 40 } },
})
  .blur(soft ? 2 : false)
  .jpeg({ quality: soft ? 88 : 94 })
  .toBuffer();

const { origin, signIn, stop } = await startEditorServer({
  port,
  editor,
  cwd: process.env.BENCH_CWD,
});

async function savePost(cookie, fields, withPictures) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (withPictures) {
    form.append("image", new Blob([photo], { type: "image/jpeg" }), "IMG_1.jpg");
    form.append("galleryNew", new Blob([photo], { type: "image/jpeg" }), "IMG_2.jpg");
  }
  const answer = await fetch(`${origin}/admin/posts/${fields.id ?? "new"}`, {
    method: "POST",
    body: form,
    headers: { cookie, origin },
    redirect: "manual",
  });
  if (answer.status !== 303) throw new Error(`saving the post answered ${answer.status}`);
  return /\/admin\/posts\/([0-9a-f-]{36})/.exec(answer.headers.get("location"))[1];
}

const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
try {
  const cookie = await signIn();
  const fields = {
    titleDe: "Handyfotos",
    titleEs: "Fotos",
    slugDe: "handyfotos",
    slugEs: "fotos",
    status: "published",
    publishedDate: "2026-11-28",
  };
  const id = await savePost(cookie, fields, true);
  // The gallery picture placed in the text, as the editor's picture button does.
  const editorPage = await (await fetch(`${origin}/admin/posts/${id}`, { headers: { cookie } })).text();
  const gallery = /name="galleryPath" value="([^"]+)"/.exec(editorPage)?.[1];
  const body = `<p>Luna ist da.</p><p><img src="/media/blog-images/${gallery}" alt="Luna"></p>`;
  await savePost(cookie, { ...fields, id, galleryPath: gallery, contentDe: body, contentEs: body }, false);

  for (const [label, viewport, deviceScaleFactor] of /** @type {[string, { width: number; height: number }, number][]} */ ([
    ["phone, 390 px at 3×", { width: 390, height: 844 }, 3],
    ["desktop, 1280 px", { width: 1280, height: 900 }, 1],
  ])) {
    const context = await browser.newContext({ viewport, deviceScaleFactor });
    const page = await context.newPage();
    const pictures = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "image" || !response.url().includes("/media/")) return;
      const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
      pictures.push({ url: new URL(response.url()).pathname + new URL(response.url()).search, bytes });
    });
    await page.goto(`${origin}/blog/handyfotos`, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await context.close();
    const largest = pictures.reduce((max, picture) => (picture.bytes > max.bytes ? picture : max), { bytes: 0, url: "–" });
    console.log(`\n${label}: ${pictures.length} pictures, ${(pictures.reduce((sum, p) => sum + p.bytes, 0) / 1024).toFixed(0)} KB in all`);
    for (const picture of pictures) console.log(`  ${(picture.bytes / 1024).toFixed(0).padStart(6)} KB  ${picture.url}`);
    console.log(`  largest: ${(largest.bytes / 1024).toFixed(0)} KB (the photo as sent: ${(photo.length / 1024).toFixed(0)} KB)`);
  }
} finally {
  await browser.close();
  await stop();
}
