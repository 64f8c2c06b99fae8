import { createCipheriv, createDecipheriv, randomBytes, scrypt } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * Backups sealed with BACKUP_KEY: AES-256-GCM, Node's own crypto, in records of 64 KB each sealed on its own
 * (STREAM, as age and Tink do): a restore reads a file of gigabytes record by record and never uses a byte that
 * was not authenticated; a record's nonce counts the records and marks the last one, so records cannot be
 * reordered, dropped or cut off unnoticed. The file key comes from BACKUP_KEY and a random salt per file (scrypt),
 * so every file has a key of its own and the counter never repeats under one key.
 *
 * File: the line `MAGIC`, 16 bytes of salt, then the records: a record's ciphertext and its 16-byte tag; every
 * record but the last holds exactly 64 KB. The magic line and the salt are authenticated with every record.
 */

const MAGIC = Buffer.from("costa-azahar-site-backup sealed aes-256-gcm v1\n");
const SALT_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES;
const RECORD_PLAIN = 64 * 1024;
const TAG_BYTES = 16;
const RECORD_SEALED = RECORD_PLAIN + TAG_BYTES;
/** scrypt's cost: 32 MB and a fraction of a second once per file, for a key that may be a passphrase. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const fileKey = (secret: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) => scrypt(secret, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));

/** Record `index`'s nonce: 3 zero bytes, 1 if it is the last, the index as 8 bytes. */
function nonce(index: bigint, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes[3] = last ? 1 : 0;
  bytes.writeBigUInt64BE(index, 4);
  return bytes;
}

/** Whether a file's first bytes are those of a sealed backup. */
export const isSealedBackup = (start: Buffer) => start.subarray(0, MAGIC.length).equals(MAGIC);

/** Seals what goes through it (a backup's gzip bytes) with `secret`. */
export function sealBackup(secret: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.concat([MAGIC, salt]);
  const key = fileKey(secret, salt);
  let pending = Buffer.alloc(0);
  let index = 0n;
  const seal = async (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", await key, nonce(index++, last));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      pending = Buffer.concat([pending, chunk]);
      void (async () => {
        // Strictly more than a record: the last record is written at the end, whatever its length.
        while (pending.length > RECORD_PLAIN) {
          this.push(await seal(pending.subarray(0, RECORD_PLAIN), false));
          pending = pending.subarray(RECORD_PLAIN);
        }
      })().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      seal(pending, true).then((record) => done(null, record), done);
    },
  });
}

/**
 * What a restore reads: a sealed backup opened with `secret`, or a plain one passed as it is. A sealed one without
 * BACKUP_KEY, with another key, altered or cut off fails with a message that says so.
 */
export function openBackup(secret: string | undefined): Transform {
  let pending = Buffer.alloc(0);
  let mode: "undecided" | "plain" | "sealed" = "undecided";
  let header: Buffer;
  let key: Promise<Buffer>;
  let index = 0n;
  const open = async (sealed: Buffer, last: boolean) => {
    if (sealed.length < TAG_BYTES) throw new Error("the backup is incomplete (it ends inside a record)");
    const decipher = createDecipheriv("aes-256-gcm", await key, nonce(index++, last));
    decipher.setAAD(header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new Error("the backup cannot be opened with BACKUP_KEY: another key sealed it, or it was altered or cut off");
    }
  };
  /** Plain or sealed, decided once the header's bytes are in (or the input ended before them). */
  const decide = (ended: boolean): typeof mode => {
    if (mode !== "undecided" || (pending.length < HEADER_BYTES && !ended)) return mode;
    if (!isSealedBackup(pending)) return (mode = "plain");
    if (!secret) throw new Error("the backup is sealed: set BACKUP_KEY to the key it was written with");
    if (pending.length < HEADER_BYTES) throw new Error("the backup is incomplete (it ends inside its header)");
    header = pending.subarray(0, HEADER_BYTES);
    key = fileKey(secret, header.subarray(MAGIC.length));
    pending = pending.subarray(HEADER_BYTES);
    return (mode = "sealed");
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (mode === "plain") return done(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      void (async () => {
        const decided = decide(false);
        if (decided === "plain") {
          this.push(pending);
          pending = Buffer.alloc(0);
        }
        // A full record followed by more bytes is not the last.
        while (decided === "sealed" && pending.length > RECORD_SEALED) {
          this.push(await open(pending.subarray(0, RECORD_SEALED), false));
          pending = pending.subarray(RECORD_SEALED);
        }
      })().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      void (async () => {
        const decided = decide(true);
        return decided === "sealed" ? open(pending, true) : pending;
      })().then((rest) => done(null, rest), done);
    },
  });
}
