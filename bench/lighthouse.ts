/**
 * Lighthouse's performance, accessibility and best-practices scores of the landing page, /auth
 * and five signed-in screens (with 30 clients), against the built server, in the headless
 * Chromium the browser tests use, with both of Lighthouse's presets: its default (a mid-range
 * phone on a slow 4G network, simulated) and `desktop`. Nothing leaves loopback. With LIGHTHOUSE_REPORT_DIR, each page's whole report is
 * written there as JSON (`landing-mobile.json`, `clients-desktop.json`: the median run), to find out why a score is low.
 *
 * Each page and preset is audited LIGHTHOUSE_RUNS times (3 unless set), and its figures are those
 * of the median run as Lighthouse itself picks it (`computeMedianRun`: the run nearest the median
 * first paint and time to interactive), as Lighthouse CI does: one run of the same build scores
 * up to 6 points apart from the next on this host (docs/decisions.md 156). Each run's score is
 * kept too.
 *
 * For investigations, LIGHTHOUSE_PAGES (say `/clients,/reports`) and LIGHTHOUSE_PRESETS (`mobile`)
 * narrow the run to those pages and presets.
 *
 * chrome-launcher and puppeteer-core come with lighthouse, which runs on them.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Config, type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import puppeteer from "puppeteer-core";
import { startAppServer } from "../e2e/support/app-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/browser";
import { signUpThroughApi, type PageCookie } from "../e2e/support/screen-javascript";
import { E2E_PASSWORD, uniqueEmail } from "../e2e/support/users";

const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthousePreset = "mobile" | "desktop";
const listFromEnv = (value: string | undefined) => value?.split(",").map((part) => part.trim());
const PRESETS = (["mobile", "desktop"] as const).filter((preset) => listFromEnv(process.env.LIGHTHOUSE_PRESETS)?.includes(preset) ?? true);
const wantedPage = (path: string) => listFromEnv(process.env.LIGHTHOUSE_PAGES)?.includes(path) ?? true;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The pages audited, with each preset: those signed out first, since the browser keeps the session once given. */
const AUDITED_PAGES = {
  signedOut: ["/", "/auth"],
  signedIn: ["/dashboard", "/clients", "/orders", "/pipeline", "/reports"],
};

export interface LighthouseFigures {
  path: string;
  preset: LighthousePreset;
  /** 0–100 per category, of the median run. */
  scores: Record<Category, number>;
  /** The performance score of each run, in the order they ran. */
  performanceRuns: number[];
  /** The audits of those categories that did not pass, for finding out why a score is low. */
  failedAudits: { id: string; title: string; displayValue?: string }[];
  /** Largest Contentful Paint and Total Blocking Time, in ms, as Lighthouse simulates them. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/** Adds `count` clients through the API, as the signed-in user whose cookies these are. */
async function addClients(baseUrl: string, cookies: PageCookie[], count: number) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  for (let n = 1; n <= count; n++) {
    const response = await fetch(`${baseUrl}/api/v1/clients`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: `Client ${n}`, company: `Company ${n}`, email: `client${n}@example.com` }),
    });
    if (response.status !== 201) throw new Error(`adding a client answered ${response.status}`);
  }
}

async function setCookies(port: number, baseUrl: string, cookies: PageCookie[]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const { hostname } = new URL(baseUrl);
    await browser.setCookie(
      ...cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/", httpOnly: true, sameSite: "Lax" as const })),
    );
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's report of one page; a run whose trace Lighthouse could not record (it says to run it again) is run again. */
async function auditPage(url: string, flags: Flags, config: Config | undefined, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === attempts) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  }
}

export async function lighthouseScores(): Promise<LighthouseFigures[]> {
  const server = await startAppServer();
  const chromium = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const session = await signUpThroughApi(server.baseUrl, uniqueEmail("lighthouse"), E2E_PASSWORD);
    await addClients(server.baseUrl, session, 30);
    const figures: LighthouseFigures[] = [];
    const pages = [
      ...AUDITED_PAGES.signedOut.map((path) => ({ path, signedIn: false })),
      ...AUDITED_PAGES.signedIn.map((path) => ({ path, signedIn: true })),
    ].filter((page) => wantedPage(page.path));
    for (const { path, signedIn, preset } of pages.flatMap((page) => PRESETS.map((preset) => ({ ...page, preset })))) {
      const flags: Flags = {
        port: chromium.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
      };
      const runs: Awaited<ReturnType<typeof auditPage>>[] = [];
      for (let run = 1; run <= RUNS; run++) {
        // Into the browser's own cookies (which Lighthouse keeps): a Cookie header passed with
        // `extraHeaders` is replaced by the browser's as soon as the page sets a cookie of its own.
        if (signedIn) await setCookies(chromium.port, server.baseUrl, session);
        runs.push(await auditPage(`${server.baseUrl}${path}`, flags, preset === "desktop" ? (desktopConfig as Config) : undefined));
      }
      const lhr = computeMedianRun(runs) as (typeof runs)[number];
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        const name = `${path === "/" ? "landing" : path.slice(1).replaceAll("/", "-")}-${preset}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
      }
      const shownPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (shownPath !== path) throw new Error(`Lighthouse was sent from ${path} to ${shownPath}`);
      const auditIds = new Set(CATEGORIES.flatMap((category) => lhr.categories[category]!.auditRefs.map((ref) => ref.id)));
      figures.push({
        path,
        preset,
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]!.score ?? 0) * 100)]),
        ) as Record<Category, number>,
        performanceRuns: runs.map((run) => Math.round((run.categories.performance!.score ?? 0) * 100)),
        failedAudits: Object.values(lhr.audits)
          .filter((audit) => auditIds.has(audit.id) && audit.score !== null && audit.score < 0.9)
          .map(({ id, title, displayValue }) => ({ id, title, displayValue })),
        largestContentfulPaintMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        totalBlockingTimeMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cumulativeLayoutShift: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      });
    }
    return figures;
  } finally {
    chromium.kill();
    await server.stop();
  }
}
