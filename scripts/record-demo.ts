// The landing page's built-in demo video: `npm run build`, then `npm run demo:record`. Starts the real
// server (production mode, a throw-away PostgreSQL, a new workspace with the sample CRM), signs a new
// account in through the login form in Debian's Chromium and tours the dashboard, customers, a
// customer's page, the deal board and tasks while Chromium's screencast records it; ffmpeg (Debian's
// `apt-get install -y ffmpeg`) encodes the frames into web/public/demo/product-tour.webm, which the web
// build serves and Watch Demo plays until an admin sets a video link.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "#tests/support/chromium.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startServerProcess } from "#tests/support/server-process.ts";
import { startThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUTPUT = path.join(ROOT, "web/public/demo/product-tour.webm");
const CAPTIONS = path.join(ROOT, "web/public/demo/product-tour.vtt");
const SIZE = { width: 1280, height: 720 };
const FRAMES_PER_SECOND = 12;
const ACCOUNT = { username: "alex", email: "alex@example.com", password: "demo-tour-2026" };
const REGISTER = "mutation Register($input: RegisterInput!) { register(input: $input) { verificationRequired } }";

type Frame = { file: string; at: number };
/** A caption from the moment (seconds since the epoch, as the screencast's frames) its screen is reached. */
type Chapter = { at: number; text: string };

/** The verification link the server printed for the account's sign-up mail (no SMTP: mails go to the log). */
async function mailedVerifyLink(output: () => string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = output()
      .split("\n")
      .filter((line) => line.includes(`"to":"${ACCOUNT.email}"`))
      .map((line) => /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(line)?.[1])
      .findLast(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server printed no verification link");
}

/** Pauses on a screen long enough for a viewer to read it. */
const linger = (page: Page, seconds: number) => page.waitForTimeout(seconds * 1000);

/** Waits until the screen shows its content (its heading, its data), not its loading state. */
async function settled(page: Page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
}

/** The tour, from the sign-in page (already open, so the video starts on it rather than on a blank page). */
async function tour(page: Page, chapter: (text: string) => void) {
  chapter("Sign in: a new workspace starts with sample customers, deals, tasks and activities.");
  await linger(page, 1);
  await page.getByLabel("Username").pressSequentially(ACCOUNT.username, { delay: 90 });
  await page.getByLabel("Password").pressSequentially(ACCOUNT.password, { delay: 60 });
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByText("Recent Activity").first().waitFor();
  chapter("The dashboard: customers, active deals, tasks due, revenue and their charts.");
  await linger(page, 4);
  await page.mouse.wheel(0, 500);
  await linger(page, 2);
  const sidebar = page.getByRole("navigation").first();
  await sidebar.getByRole("link", { name: "Customers" }).click();
  await page.waitForURL(/\/customers/);
  await page.getByRole("table").waitFor();
  await settled(page);
  chapter("Customers: search, filter by status, sort, import and export.");
  await linger(page, 3);
  await page.getByRole("table").getByRole("link").first().click();
  await page.waitForURL(/\/customers\/[^/]+$/);
  await settled(page);
  chapter("A customer's page: details, deals, tasks and activities in one place.");
  await linger(page, 4);
  await sidebar.getByRole("link", { name: "Deals" }).click();
  await page.waitForURL(/\/deals/);
  await settled(page);
  chapter("The deal board: every open deal by stage, with counts and totals.");
  await linger(page, 4);
  await sidebar.getByRole("link", { name: "Tasks" }).click();
  await page.waitForURL(/\/tasks/);
  await settled(page);
  chapter("Tasks: due dates, priorities and the customer each belongs to.");
  await linger(page, 4);
}

/** Registers the account through the API the sign-up form calls and opens its mailed verification link. */
async function createAccount(baseUrl: string, output: () => string, page: Page) {
  const registered = await page.request.post(`${baseUrl}/graphql`, {
    data: { query: REGISTER, variables: { input: ACCOUNT } },
  });
  if (!registered.ok()) throw new Error(`registering failed: ${await registered.text()}`);
  await page.goto(await mailedVerifyLink(output));
  await page.getByText("Email verified successfully!").waitFor();
}

/** Tours the product while Chromium's screencast sends each painted frame, a JPEG with its time. */
async function recordTour(
  baseUrl: string,
  output: () => string,
  frameDir: string,
): Promise<{ frames: Frame[]; chapters: Chapter[] }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const setup = await browser.newPage();
    await createAccount(baseUrl, output, setup);
    await setup.close();
    const context = await browser.newContext({ viewport: SIZE, deviceScaleFactor: 1, colorScheme: "light" });
    const page = await context.newPage();
    const frames: Frame[] = [];
    const writes: Promise<void>[] = [];
    const cdp = await context.newCDPSession(page);
    cdp.on("Page.screencastFrame", ({ data, sessionId, metadata }) => {
      const file = path.join(frameDir, `shot-${String(frames.length).padStart(5, "0")}.jpg`);
      frames.push({ file, at: metadata.timestamp ?? Date.now() / 1000 });
      writes.push(writeFile(file, Buffer.from(data, "base64")));
      void cdp.send("Page.screencastFrameAck", { sessionId }).catch(() => undefined);
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Username").waitFor();
    await cdp.send("Page.startScreencast", {
      format: "jpeg",
      quality: 85,
      maxWidth: SIZE.width,
      maxHeight: SIZE.height,
    });
    const chapters: Chapter[] = [];
    await tour(page, (text) => chapters.push({ at: Date.now() / 1000, text }));
    await cdp.send("Page.stopScreencast");
    await Promise.all(writes);
    return { frames, chapters };
  } finally {
    await browser.close();
  }
}

/**
 * The screencast sends a frame only when the page changed: a constant frame rate is made by repeating,
 * at each tick, the newest frame painted by then; ffmpeg then encodes VP9 at a quality that keeps the
 * file small (screens are mostly flat colour).
 */
async function encode(frames: Frame[], frameDir: string) {
  const first = frames[0];
  const last = frames.at(-1);
  if (!first || !last) throw new Error("the screencast sent no frames");
  const ticks = Math.ceil((last.at - first.at) * FRAMES_PER_SECOND) + FRAMES_PER_SECOND;
  let shown = 0;
  for (let tick = 0; tick < ticks; tick += 1) {
    const time = first.at + tick / FRAMES_PER_SECOND;
    while (frames[shown + 1] && (frames[shown + 1]?.at ?? Infinity) <= time) shown += 1;
    await copyFile(frames[shown]?.file ?? first.file, path.join(frameDir, `tick-${String(tick).padStart(5, "0")}.jpg`));
  }
  await mkdir(path.dirname(OUTPUT), { recursive: true });
  const ffmpeg = spawn(
    "ffmpeg",
    [
      ...["-y", "-loglevel", "error", "-framerate", String(FRAMES_PER_SECOND)],
      ...["-i", path.join(frameDir, "tick-%05d.jpg")],
      ...[
        "-vf",
        `scale=${SIZE.width}:${SIZE.height}:force_original_aspect_ratio=decrease,pad=${SIZE.width}:${SIZE.height}:-1:-1:white`,
      ],
      ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-deadline", "good", "-cpu-used", "4"],
      ...["-pix_fmt", "yuv420p", "-an", OUTPUT],
    ],
    { stdio: "inherit" },
  );
  const code = await new Promise<number | null>((resolve) => ffmpeg.once("exit", resolve));
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
}

function cueTime(seconds: number): string {
  const clamped = Math.max(0, seconds);
  const minutes = Math.floor(clamped / 60);
  return `${String(minutes).padStart(2, "0")}:${(clamped - minutes * 60).toFixed(3).padStart(6, "0")}`;
}

/** WebVTT captions saying what each screen of the tour shows (the video has no sound). */
async function writeCaptions(chapters: Chapter[], start: number, end: number) {
  const cues = chapters.map((chapter, index) => {
    const from = index === 0 ? 0 : chapter.at - start;
    const to = (chapters[index + 1]?.at ?? end) - start;
    return `${cueTime(from)} --> ${cueTime(to)}\n${chapter.text}`;
  });
  await writeFile(CAPTIONS, ["WEBVTT", ...cues].join("\n\n") + "\n");
}

async function main() {
  if (!existsSync(path.join(ROOT, "dist/index.html")))
    throw new Error("dist/ has no build: run `npm run build` first.");
  const postgres = await startThrowawayPostgres();
  const workDir = await mkdtemp(path.join(tmpdir(), "bramble-demo-"));
  const server = await (async () => {
    await adminQuery(postgres.adminUrl, "CREATE DATABASE bramble_demo");
    return startServerProcess({
      NODE_ENV: "production",
      DATA_DIR: workDir,
      DATABASE_URL: databaseUrl(postgres.adminUrl, "bramble_demo"),
    });
  })();
  try {
    const frameDir = path.join(workDir, "frames");
    await mkdir(frameDir);
    const { frames, chapters } = await recordTour(await server.baseUrl, server.output, frameDir);
    await encode(frames, frameDir);
    await writeCaptions(chapters, frames[0]?.at ?? 0, (frames.at(-1)?.at ?? 0) + 1);
    const { size } = await stat(OUTPUT);
    const seconds = (frames.at(-1)?.at ?? 0) - (frames[0]?.at ?? 0);
    console.log(`wrote ${path.relative(ROOT, OUTPUT)}: ${seconds.toFixed(1)} s, ${(size / 1024).toFixed(0)} KiB`);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await postgres.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
