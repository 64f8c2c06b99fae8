// The workspace's inbox at scale: 10,000 requests of every form in a fresh embedded database (PGlite), served
// by the production build. Prints the server render time of /admin/inbox (first page), with a search `q` and
// with a filter, median and p95 over N requests each (target: under 200 ms); then the CSV export of all of them.
// Usage: npx react-router build && node bench/inbox.mjs [requests]   (BENCH_PORT, default 3407)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { startProductionServer } from "../scripts/production-server.mjs";
import { percentile } from "./many-dogs.mjs";

const requests = Number(process.argv[2] ?? 30);
const port = Number(process.env.BENCH_PORT ?? 3407);
const count = 10_000;
const editor = "bench-editor@example.org";
const dataDir = mkdtempSync(path.join(tmpdir(), "inbox-bench-"));
const origins = { de: `http://localhost:${port}`, es: `http://es.localhost:${port}` };
const env = { DATA_DIR: dataDir, SITE_ORIGIN_DE: origins.de, SITE_ORIGIN_ES: origins.es, LOG_LEVEL: "error" };

// --- Realistic requests: names with umlauts and accents, addresses, phones, free texts, dogs.
const firstNames = [
  "Jürgen",
  "Änne",
  "Sören",
  "Zoë",
  "María",
  "José",
  "Lucía",
  "Björn",
  "Käthe",
  "Ana",
  "Paul",
  "Lena",
  "Núria",
  "Fritz",
  "Inés",
];
const lastNames = ["Müller", "Schäfer", "Groß", "Weiß", "Núñez", "García", "Fernández", "Köhler", "Brühl", "López", "Becker", "Sánchez"];
const dogs = ["Luna", "Rex", "Bruno", "Nala", "Kira", "Toby", "Lola", "Rocky", "Maya", "Coco", "Balu", "Chispa"];
const sentences = [
  "Wir haben ein Haus mit eingezäuntem Garten am Stadtrand und viel Zeit für einen Hund.",
  "Tenemos un piso grande cerca del parque y mucha experiencia con perros adoptados.",
  "Unsere Kinder sind zehn und zwölf Jahre alt und freuen sich sehr auf einen neuen Freund.",
  "Trabajo desde casa, así que el perro nunca estaría solo más de un par de horas.",
  "Ich hatte vierzehn Jahre lang eine Hündin aus dem Tierschutz und vermisse sie sehr.",
  "Nos gustaría conocerle antes y hacer un paseo juntos si es posible.",
];
const pick = (list, n) => list[n % list.length];
const text = (n, sentencesCount) => Array.from({ length: sentencesCount }, (_, i) => pick(sentences, n + i * 7)).join(" ");
const forms = ["adoption", "contact", "sponsorship", "foster_home", "donation", "membership"];
const statuses = ["new", "in_progress", "done", "archived"];

function request(n) {
  const first = pick(firstNames, n);
  const last = pick(lastNames, Math.floor(n / firstNames.length));
  const name = `${first} ${last}`;
  const email = `${first}.${last}.${n}@example.org`.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const phone = `+49 170 ${String(1_000_000 + n * 37).slice(0, 7)}`;
  const dog = pick(dogs, n * 3);
  const formType = pick(forms, n);
  const data = {
    adoption: { dog, name, email, phone, livingSituation: text(n, 1), experience: text(n + 1, 1), message: text(n + 2, 2) },
    contact: { dogName: n % 2 ? dog : "", name, email, phone: "", message: text(n, 3) },
    sponsorship: { dogName: dog, yourName: name, email, amount: 10 + (n % 5) * 5, publishName: n % 2 === 0, source: "dogPage" },
    foster_home: {
      name,
      email,
      phone,
      address: `Hauptstraße ${n % 200}, Köln`,
      zipCode: "50667",
      experience: text(n, 1),
      existingPets: "",
      livingSituation: text(n + 3, 1),
      availability: "Ab sofort für drei Monate",
      message: text(n + 4, 2),
    },
    donation: { purpose: "Futter", name, email, amount: 20 + (n % 10) * 10, message: text(n, 1) },
    membership: {
      membershipType: "supporting",
      salutation: "female",
      firstName: first,
      lastName: last,
      birthday: "1980-05-17",
      street: `Königsallee ${n % 90}`,
      postalCode: "40212",
      city: "Düsseldorf",
      country: "Deutschland",
      email,
      mobile: phone,
      entryDate: "2027-01-01",
      paymentInterval: "annual",
    },
  }[formType];
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 45 * 60_000).toISOString();
  return { formType, locale: n % 3 === 0 ? "es" : "de", data, createdAt, status: pick(statuses, Math.floor(n / 7)), read: n < count - 40 };
}

const editorCommand = (...args) =>
  execFileSync(process.execPath, ["scripts/editor.mjs", ...args], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
  });

let server;
try {
  // 1. The editor's sign-in link: this also creates the database and applies the migrations.
  const link = editorCommand("link", editor)
    .split("\n")
    .find((line) => line.startsWith(origins.de));
  if (!link) throw new Error("no sign-in link printed");

  // 2. The requests, each with its mail (sent), straight into the embedded database (one process owns it).
  const started = performance.now();
  const database = await PGlite.create(path.join(dataDir, "pglite"));
  const all = Array.from({ length: count }, (_, n) => request(n));
  for (let offset = 0; offset < count; offset += 1000) {
    await database.query(
      `insert into form_submissions (form_type, locale, data, created_at, status, read_at)
       select r->>'formType', r->>'locale', r->'data', (r->>'createdAt')::timestamptz, r->>'status',
         case when (r->>'read')::boolean then now() end
       from jsonb_array_elements($1::jsonb) as r`,
      [JSON.stringify(all.slice(offset, offset + 1000))],
    );
  }
  await database.query(
    `insert into outbox_messages (submission_id, to_address, reply_to, subject, text_body, html_body, status, attempts, sent_at, created_at)
     select id, 'info@example.org', data->>'email', 'Anfrage', repeat('Text ', 150), repeat('<p>Text</p>', 120), 'sent', 1, created_at, created_at
     from form_submissions`,
  );
  await database.query("analyze");
  await database.close();
  console.log(`Seeded ${count} requests with their mails in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // 3. The production server on that database, signed in by the link's button (a post to the link).
  server = await startProductionServer({ port, env, stdout: "inherit" });
  const opened = await fetch(link, { method: "POST", redirect: "manual", headers: { origin: origins.de } });
  const cookie = opened.headers
    .getSetCookie()
    .find((header) => header.startsWith("editor_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`signing in answered ${opened.status} without a session`);

  const cases = [
    ["first page", "/admin/inbox", /10\.000 Anfragen/],
    ["search q=müller", `/admin/inbox?q=${encodeURIComponent("müller")}`, /\d Anfragen/],
    ["search q=gassi (no match)", "/admin/inbox?q=gassi", /0 Anfragen/],
    ["filter formType=adoption&status=new&locale=es", "/admin/inbox?formType=adoption&status=new&locale=es", /\d Anfragen/],
    ["for comparison: the editors page", "/admin/editors", new RegExp(editor)],
  ];
  console.log(`Server render of the inbox with ${count} requests, ${requests} requests per case (target < 200 ms):`);
  // The machine's load changes the figures: printed with them.
  const load = () => loadavg()[0].toFixed(1);
  for (const [name, pathAndQuery, expected] of cases) {
    const url = `${origins.de}${pathAndQuery}`;
    const get = async () => {
      const response = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
      const body = await response.text();
      if (response.status !== 200 || !expected.test(body)) throw new Error(`${url} answered ${response.status} without ${expected}`);
      return body;
    };
    for (let i = 0; i < 5; i++) await get();
    const times = [];
    for (let i = 0; i < requests; i++) {
      const begun = performance.now();
      await get();
      times.push(performance.now() - begun);
    }
    console.log(
      `  ${name}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (load average ${load()})`,
    );
  }

  // 4. The CSV export of all 10,000 requests, as a browser downloads it (compressed): its time, and the server's
  // resident memory before and after, and its peak (the embedded database's memory can grow, never shrink).
  const status = (field) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))[1]) / 1024;
  const resident = () => `${status("VmRSS").toFixed(0)} MB (peak so far ${status("VmHWM").toFixed(0)} MB)`;
  const before = resident();
  for (let i = 1; i <= 2; i++) {
    const begun = performance.now();
    // As the inbox page's link asks for it (the download writes the activity log: only the workspace's pages may).
    const headers = { cookie, "accept-encoding": "gzip, deflate, br", "sec-fetch-site": "same-origin" };
    const response = await fetch(`${origins.de}/admin/inbox.csv`, { headers });
    const lines = (await response.text()).trimEnd().split("\r\n").length;
    if (response.status !== 200 || lines !== count + 1) throw new Error(`the CSV answered ${response.status} with ${lines} lines`);
    const time = ((performance.now() - begun) / 1000).toFixed(1);
    console.log(`  CSV export ${i} (${lines} lines): ${time} s, the server resident at ${resident()}; before the first ${before}`);
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
