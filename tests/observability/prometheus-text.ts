/** One sample of Prometheus' text format: `name{label="value",...} number`. */
type Sample = { name: string; labels: Record<string, string>; value: number };

function parseLabels(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name, value]));
}

export function parseSamples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const [, name = "", labels = "", value = ""] = match;
      return { name, labels: parseLabels(labels), value: Number(value) };
    });
}

/** The value of the one sample named so with exactly these labels, or undefined when there is none. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return parseSamples(text).find(
    (sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  )?.value;
}

/** Every label set a metric has samples for. */
export function labelSets(text: string, name: string): Record<string, string>[] {
  return parseSamples(text)
    .filter((sample) => sample.name === name)
    .map((sample) => sample.labels);
}
