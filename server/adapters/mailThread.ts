import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A message as nodemailer takes it. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where a message goes: an SMTP server, or an .eml file in the outbox folder. */
export type MailRoute = { smtpUrl: string } | { outboxDir: string };

/**
 * What the mail thread runs. nodemailer turns a message into MIME (boundaries, encoded headers,
 * quoted-printable text and html) in about 0.3 ms of CPU, then the outbox's folder and file (or the
 * SMTP conversation) follow; on the requests' thread a burst of paid orders queued about 150
 * receipts behind the answers, then held the next requests 130-210 ms while they drained
 * (docs/benchmarks.md, "Receipts and checkpoints off the requests' thread"). Plain CommonJS in a
 * string, so the bundle, tsx and the tests run the same thing without a file of its own to build.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomBytes } = require('node:crypto');
const { mkdir, writeFile } = require('node:fs/promises');
const path = require('node:path');
const nodemailer = require(workerData.nodemailer);
const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
const servers = new Map();
async function send({ message, route }) {
  if (route.smtpUrl) {
    let server = servers.get(route.smtpUrl);
    if (!server) servers.set(route.smtpUrl, (server = nodemailer.createTransport(route.smtpUrl)));
    await server.sendMail(message);
    return {};
  }
  const info = await outbox.sendMail(message);
  await mkdir(route.outboxDir, { recursive: true });
  const name = new Date().toISOString().replace(/[:.]/g, '-') + '-' + randomBytes(4).toString('hex') + '.eml';
  const file = path.join(route.outboxDir, name);
  await writeFile(file, info.message);
  return { file };
}
parentPort.on('message', (job) => {
  send(job).then(
    (done) => parentPort.postMessage({ id: job.id, ...done }),
    (error) => parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
`;

interface Job {
  resolve: (file: string | undefined) => void;
  reject: (error: Error) => void;
}

let thread: Worker | null = null;
let nextId = 0;
const jobs = new Map<number, Job>();

function failEvery(error: Error) {
  for (const job of jobs.values()) job.reject(error);
  jobs.clear();
  thread = null;
}

/** The process's one mail thread, started with the first mail: every mailer of the process shares it. */
function mailThread(): Worker {
  if (thread) return thread;
  const started = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { nodemailer: createRequire(import.meta.url).resolve('nodemailer') },
  });
  started.on('message', ({ id, file, error }: { id: number; file?: string; error?: string }) => {
    const job = jobs.get(id);
    if (!job) return;
    jobs.delete(id);
    if (error === undefined) job.resolve(file);
    else job.reject(new Error(error));
    // The thread keeps the process alive only while it has mail to finish.
    if (jobs.size === 0) started.unref();
  });
  started.on('error', failEvery);
  started.on('exit', (code) => {
    if (thread === started) failEvery(new Error(`the mail thread stopped (exit code ${code})`));
  });
  thread = started;
  return started;
}

/** Sends or writes one message on the mail thread; answers the outbox file it was written to, if any. */
export function sendOnMailThread(message: MailMessage, route: MailRoute): Promise<string | undefined> {
  const worker = mailThread();
  const id = nextId++;
  const done = new Promise<string | undefined>((resolve, reject) => jobs.set(id, { resolve, reject }));
  worker.ref();
  worker.postMessage({ id, message, route });
  return done;
}
