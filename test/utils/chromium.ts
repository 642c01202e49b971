/** Debian's Chromium, which `.ci/run` installs; the browser specs skip with a message without it. */
export const CHROMIUM = '/usr/bin/chromium';

/** Headless, and nothing that reaches outside this machine (updates, sync, QUIC). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** What axe-core's `run` reports per violated rule (the fields the browser specs read). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown }[];
}
