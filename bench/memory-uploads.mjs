// Resident memory of the production server (embedded database, `npm start`'s memory settings) while editors save
// posts with phone photos at once: by default three saves at the same moment, each with one JPEG of just under
// 20 MB (4800×3600, the largest picture the form takes). Prints the server's resident memory when ready, its peak
// during the saves and where it settles, each save's answer, and whether /healthz answered all the while.
// Usage: npx react-router build && node bench/memory-uploads.mjs
//   BENCH_SAVES (3), BENCH_PICTURES (pictures per save, 1), BENCH_PORT (3440),
//   BENCH_CWD: the checkout whose build runs (e.g. an older commit's worktree, to compare before and after).
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { startEditorServer } from "./editor-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3440);
const saves = Number(process.env.BENCH_SAVES ?? 3);
const picturesPerSave = Number(process.env.BENCH_PICTURES ?? 1);
const editor = "bench-editor@example.org";

/** The process's resident memory in MB; 0 once it has died (a dead process has none). */
const rssMb = (pid) => {
  const found = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return found ? Number(found[1]) / 1024 : 0;
};

// Fine noise compresses as little as a real photo's detail: 19.9 MB of JPEG.
const photo = await sharp({
  create: { width: 4800, height: 3600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 80 } },
})
  .jpeg({ quality: 98 })
  .withMetadata({ orientation: 6 })
  .toBuffer();
console.log(`photo: 4800×3600 JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB`);

const { server, origin, signIn, stop } = await startEditorServer({
  port,
  editor,
  cwd: process.env.BENCH_CWD,
  stdout: "inherit",
});
const pid = server.child.pid;

async function save(cookie, n) {
  const form = new FormData();
  const fields = { titleDe: `Handyfoto ${n}`, titleEs: `Foto ${n}`, status: "published", publishedDate: "2026-11-28" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("image", new Blob([photo], { type: "image/jpeg" }), `IMG_${n}.jpg`);
  for (let g = 1; g < picturesPerSave; g++) form.append("galleryNew", new Blob([photo], { type: "image/jpeg" }), `IMG_${n}_${g}.jpg`);
  const started = Date.now();
  const answer = await fetch(`${origin}/admin/posts/new`, {
    method: "POST",
    body: form,
    headers: { cookie, origin },
    redirect: "manual",
  }).then(
    (response) => String(response.status),
    (error) => String(error.cause?.code ?? error.message),
  );
  return `${answer} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

try {
  const cookie = await signIn();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const ready = rssMb(pid);
  let peak = ready;
  const sampler = setInterval(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) peak = Math.max(peak, rssMb(pid));
  }, 20);
  const health = { ok: 0, failed: 0 };
  const watcher = setInterval(
    () =>
      void fetch(`${origin}/healthz`).then(
        (response) => (response.ok ? health.ok++ : health.failed++),
        () => health.failed++,
      ),
    250,
  );
  const answers = await Promise.all(Array.from({ length: saves }, (_, n) => save(cookie, n + 1)));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  clearInterval(sampler);
  clearInterval(watcher);
  const alive = server.child.exitCode === null && server.child.signalCode === null;
  console.log(`\n${saves} saves at once, ${picturesPerSave} picture(s) of ${(photo.length / 1024 / 1024).toFixed(1)} MB each:`);
  console.log(`  answers: ${answers.join(", ")}`);
  console.log(
    `  resident memory: ready ${ready.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${alive ? rssMb(pid).toFixed(0) + " MB" : "–"}`,
  );
  console.log(
    `  /healthz: ${health.ok} answered, ${health.failed} failed; server ${alive ? "running" : `died (code ${server.child.exitCode}, ${server.child.signalCode})`}`,
  );
} finally {
  await stop();
}
