/** Reading Prometheus' text format in the metrics tests, as a scraper would. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** Metric name → its `# TYPE` (counter, gauge, histogram, …), listed even before it has a sample. */
  types: Map<string, string>;
}

const SAMPLE_LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function parseExposition(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    const sample = SAMPLE_LINE.exec(line);
    if (!sample || line.startsWith("#")) continue;
    const labels: Record<string, string> = {};
    for (const [, name, value] of (sample[2] ?? "").matchAll(LABEL))
      labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

/** The value of the sample named `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const matches = (sample: Sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value);
  return exposition.samples.find((sample) => sample.name === name && matches(sample))?.value;
}
