/**
 * "Firefox on Windows" from a User-Agent header, enough to tell one's devices apart
 * on the settings page; an unknown agent is described by the caller ("Unknown device").
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrom(e|ium)\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
  [/curl\//, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/iPhone|iPad/, "iOS"],
  [/Android/, "Android"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export interface Device {
  browser: string | undefined;
  system: string | undefined;
}

export function describeDevice(userAgent: string | null): Device {
  const find = (table: [RegExp, string][]) => (userAgent ? table.find(([pattern]) => pattern.test(userAgent))?.[1] : undefined);
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
