// Backup size and time (docs/performance.md "Backup and restore"): the sample data of a first start, then the same site with 10,000
// requests (each with its mail) and 500 uploaded pictures (each with two smaller copies). Each is backed up with
// `npm run backup` from the running server (embedded database) while a probe asks /healthz every 50 ms (the
// longest answer shows how long the site waited for its database), then restored into a new data directory.
// Usage: npx react-router build && node bench/backup.mjs   (BENCH_PORT, default 3440)
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import sharp from "sharp";
import { startProductionServer } from "../scripts/production-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3440);
const REQUESTS = 10_000;
const PICTURES = 500;
const work = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
const dataDir = path.join(work, "data");
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Restores `file` into a new data directory with `npm run restore`'s script; answers its time and peak memory. */
async function restoreInto(file, dir) {
  const started = performance.now();
  const child = execFile(process.execPath, ["scripts/database-command.mjs", "restore", file], {
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: "warn" },
  });
  const exited = new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`restore exited ${code}`)))),
  );
  // The process's resident high-water mark (Linux), read until it ends.
  let peak = 0;
  const sampler = setInterval(() => {
    let status = "";
    try {
      status = readFileSync(`/proc/${child.pid}/status`, "utf8");
    } catch {
      return; // ended between two samples
    }
    peak = Math.max(peak, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
  }, 100);
  try {
    await exited;
  } finally {
    clearInterval(sampler);
  }
  return { time: performance.now() - started, peak };
}

/** Backs up the running server's database; answers time, size and the longest /healthz answer meanwhile. */
async function backupWhileServing(base, file) {
  let probing = true;
  let longest = 0;
  let answered = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      if (response.ok) answered++;
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  // The command runs in a child process: this one's event loop keeps probing meanwhile.
  const started = performance.now();
  await new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["scripts/database-command.mjs", "backup", file],
      { env: { ...process.env, DATA_DIR: dataDir } },
      (/** @type {Error | null} */ error) => (error ? reject(error) : resolve()),
    ),
  );
  const time = performance.now() - started;
  probing = false;
  await probe;
  return { time, size: statSync(file).size, longest, answered };
}

/** Distinct pictures of noise (no two compress alike), JPEG as an upload is stored, and two smaller copies. */
async function pictures(count) {
  const made = [];
  for (let i = 0; i < count; i++) {
    const noise = sharp(Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 400, height: 300, channels: 3 },
    }).resize(1600, 1200, { kernel: "cubic" });
    made.push({
      original: await noise.clone().jpeg({ quality: 80 }).toBuffer(),
      avif: await noise.clone().resize(640).avif({ quality: 50, effort: 0 }).toBuffer(),
      webp: await noise.clone().resize(640).webp({ quality: 75 }).toBuffer(),
    });
  }
  return made;
}

/** 10,000 requests with their mails and 500 pictures, written straight into the stopped server's database. */
async function fill() {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  await db.query(`insert into form_submissions (form_type, locale, data, created_at)
    select 'contact', case when i % 3 = 0 then 'es' else 'de' end,
      jsonb_build_object('name', 'Besucherin ' || i, 'email', 'visitor' || i || '@example.org', 'phone', '+49 170 ' || i,
        'message', repeat('Wir interessieren uns für Luna und haben einen Garten. ', 6)),
      now() - make_interval(mins => i)
    from generate_series(1, ${REQUESTS}) i`);
  await db.query(`insert into outbox_messages (submission_id, to_address, reply_to, subject, text_body, html_body, status, created_at)
    select id, 'info@example.org', data->>'email', 'Kontaktanfrage von ' || (data->>'name'),
      data->>'message', '<p>' || (data->>'message') || '</p>', 'sent', created_at
    from form_submissions`);
  const made = await pictures(20);
  let bytes = 0;
  for (let i = 0; i < PICTURES; i++) {
    // 20 distinct pictures over 500 rows: far apart in the file, so gzip finds no repeats to shorten.
    const picture = made[i % made.length];
    const picturePath = `uploads/bench-${i}.jpg`;
    await db.query(
      `insert into media_objects (bucket, path, content_type, width, height, size, sha256) values ('blog-images', $1, 'image/jpeg', 1600, 1200, $2, $3)`,
      [picturePath, picture.original.length, String(i).padStart(64, "0")],
    );
    // The original in pieces, as the site stores it (decision 0033).
    for (let seq = 0; seq * 262144 < picture.original.length; seq++) {
      await db.query(`insert into media_chunks (bucket, path, seq, bytes) values ('blog-images', $1, $2, $3)`, [
        picturePath,
        seq,
        picture.original.subarray(seq * 262144, (seq + 1) * 262144),
      ]);
    }
    for (const [format, copy] of [
      ["avif", picture.avif],
      ["webp", picture.webp],
    ]) {
      await db.query(`insert into media_variants (bucket, path, width, format, bytes) values ('blog-images', $1, 640, $2, $3)`, [
        picturePath,
        format,
        copy,
      ]);
    }
    bytes += picture.original.length + picture.avif.length + picture.webp.length;
  }
  await db.close();
  return bytes;
}

async function measure(label) {
  const server = await startProductionServer({ port, env: { DATA_DIR: dataDir } });
  const base = server.origins.de;
  // The first page read seeds the samples (posts, guides and their pictures).
  await (await fetch(`${base}/`)).arrayBuffer();
  const file = path.join(work, `${label}.jsonl.gz`);
  const backup = await backupWhileServing(base, file);
  await server.stop();
  const restoreDir = path.join(work, `restored-${label}`);
  const restore = await restoreInto(file, restoreDir);
  rmSync(restoreDir, { recursive: true, force: true });
  console.log(
    `${label}: backup ${megabytes(backup.size)} in ${seconds(backup.time)} (longest /healthz answer meanwhile ${Math.round(backup.longest)} ms, ` +
      `${backup.answered} answered); restore into a new data directory ${seconds(restore.time)} (peak resident memory ${megabytes(restore.peak)})`,
  );
}

try {
  await measure("sample data");
  const pictureBytes = await fill();
  console.log(
    `added ${REQUESTS} requests with their mails and ${PICTURES} pictures with two copies each (${megabytes(pictureBytes)} of pictures)`,
  );
  await measure("10,000 requests and 500 pictures");
} finally {
  rmSync(work, { recursive: true, force: true });
}
