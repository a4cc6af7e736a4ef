// The machine's state during a benchmark window, so a figure measured beside other work is
// reported as such instead of being compared with a quiet reference run:
//
// * CPU probe (before and after each window): one busy child process per core, each doing a
//   fixed amount of work and reading its own /proc/self/schedstat. The share of its time
//   spent waiting on a run queue says directly how much CPU other processes took from it
//   (≈ 0 on a quiet machine; ≈ 0.5 with one extra CPU-bound process per core), without a
//   stored baseline; the CPU time of the fixed work exposes a slower or throttled CPU and steal.
// * /proc/stat over the window: busy cores, steal, iowait.
// * The process table sampled every 2 s: CPU used by processes that are not ours (not
//   descendants of the harness or of the servers it started), the busiest of them by name.
// * Load average at start and end.
//
// judgeWindow() turns a window into "quiet" or the reasons it was not.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const CLK_TCK = 100; // USER_HZ on Linux
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Aggregate CPU times of /proc/stat's first line, in ticks. */
interface CpuTimes {
  busy: number;
  idle: number;
  iowait: number;
  steal: number;
  total: number;
}

/** Cumulative µs some task waited for a CPU (/proc/pressure/cpu, "some total"). */
function readCpuPressure(): number | null {
  try {
    const m = /^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function readCpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq!;
    return { busy, idle: idle!, iowait: iowait!, steal: steal ?? 0, total: busy + idle! + iowait! + (steal ?? 0) };
  } catch {
    return null;
  }
}

interface ProcSample {
  ppid: number;
  comm: string;
  ticks: number;
}

/** Every process's parent, command name and CPU ticks (utime + stime) from /proc/<pid>/stat. */
function readProcessTable(): Map<number, ProcSample> {
  const table = new Map<number, ProcSample>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return table;
  }
  for (const p of pids) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(open + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      table.set(Number(p), { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // exited meanwhile
    }
  }
  return table;
}

/** A longer name than /proc's 15-character comm where the command line has one (e.g. "node … vitest"). */
function describe(pid: number, comm: string): string {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const interesting = cmd.slice(1).find((a) => !a.startsWith('-') && a !== 'tsx' && !a.endsWith('/node')) ?? '';
    const short = interesting.split('/').slice(-2).join('/');
    return short ? `${comm} ${short}`.slice(0, 60) : comm;
  } catch {
    return comm;
  }
}

function descendantsOf(roots: readonly number[], table: Map<number, ProcSample>): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, s] of table) {
    const list = children.get(s.ppid) ?? [];
    list.push(pid);
    children.set(s.ppid, list);
  }
  const out = new Set<number>();
  const stack = roots.filter((r) => r > 0);
  while (stack.length) {
    const pid = stack.pop()!;
    if (out.has(pid)) continue;
    out.add(pid);
    for (const c of children.get(pid) ?? []) stack.push(c);
  }
  return out;
}

export interface CpuProbe {
  /** Busy child processes run at once (one per core). */
  processes: number;
  /** Median share of the probes' time spent waiting on a run queue (0 = every probe had a core to itself). */
  runQueueWaitShare: number;
  /** Median CPU time of the fixed work, ms (grows with a slower or throttled CPU, or steal). */
  cpuMs: number;
  /** Of it: the arithmetic part and the memory part (allocation, JSON, cache misses), ms. */
  computeMs: number;
  memoryMs: number;
  /** Median wall time of the fixed work, ms. */
  wallMs: number;
}

const PROBE_SOURCE = `
const fs = require('node:fs');
const sched = () => fs.readFileSync('/proc/self/schedstat', 'utf8').trim().split(/\\s+/).map(Number);
const n = Number(process.argv[1]);
let x = 1;
const doc = { items: Array.from({ length: 100 }, (_, i) => ({ id: 'e_' + i, role: i % 2 ? 'assistant' : 'user', text: 'lorem ipsum dolor sit amet '.repeat(3), n: i })) };
const big = new Uint32Array(16 * 1024 * 1024);
for (let i = 0; i < big.length; i += 1024) big[i] = i;
const compute = (k) => { for (let i = 0; i < k; i++) x = (x * 1103515245 + 12345) | 0; };
const memory = (k) => { for (let i = 0; i < k; i++) { x ^= JSON.parse(JSON.stringify(doc)).items.length; for (let j = 0; j < 200; j++) { x = (x * 1103515245 + 12345) | 0; x ^= big[(x >>> 0) % big.length]; } } };
compute(2e6); memory(200); // warm up
const a = sched(); const t0 = process.hrtime.bigint();
compute(n);
const b = sched();
memory(Math.round(n / 7500));
const c = sched(); const wall = Number(process.hrtime.bigint() - t0) / 1e6;
process.stdout.write(JSON.stringify({ computeMs: (b[0] - a[0]) / 1e6, memoryMs: (c[0] - b[0]) / 1e6, runMs: (c[0] - a[0]) / 1e6, waitMs: (c[1] - a[1]) / 1e6, wallMs: wall, x }));
`;

interface ProbeRun {
  computeMs: number;
  memoryMs: number;
  runMs: number;
  waitMs: number;
  wallMs: number;
}

function probeOnce(iterations: number): Promise<ProbeRun | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', PROBE_SOURCE, String(iterations)], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out));
      } catch {
        resolve(null);
      }
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};

/** One probe per core at once, twice: about 0.8 s on an idle 2-core machine (≈ 350 ms of CPU per probe). */
export async function cpuProbe(iterations = 1.5e7): Promise<CpuProbe | null> {
  const processes = Math.max(1, os.availableParallelism());
  const results: ProbeRun[] = [];
  for (let rep = 0; rep < 2; rep++) {
    const batch = await Promise.all(Array.from({ length: processes }, () => probeOnce(iterations)));
    for (const r of batch) if (r) results.push(r);
  }
  if (results.length === 0) return null;
  return {
    processes,
    runQueueWaitShare: r3(median(results.map((r) => r.waitMs / Math.max(1e-9, r.runMs + r.waitMs)))),
    cpuMs: r3(median(results.map((r) => r.runMs))),
    computeMs: r3(median(results.map((r) => r.computeMs))),
    memoryMs: r3(median(results.map((r) => r.memoryMs))),
    wallMs: r3(median(results.map((r) => r.wallMs))),
  };
}

export interface MachineWindow {
  seconds: number;
  cores: number;
  loadAverageStart: number[];
  loadAverageEnd: number[];
  /** Average busy cores over the window, all processes (from /proc/stat). */
  busyCores: number | null;
  /** Share of CPU time stolen by the hypervisor. */
  stealShare: number | null;
  iowaitShare: number | null;
  /** Share of the window in which some runnable task waited for a CPU (/proc/pressure/cpu "some"). */
  cpuPressureShare: number | null;
  /** Average cores used by processes that are not the harness's (nor the servers it started). */
  otherProcessesCores: number;
  /** Average cores used by the harness and its servers. */
  ownProcessesCores: number;
  /** The busiest other processes: name and average cores. */
  busiestOthers: { pid: number; name: string; cores: number }[];
  probeBefore: CpuProbe | null;
  probeAfter: CpuProbe | null;
}

/**
 * Watches the machine from start() to stop(). `ownRoots` are the pids whose descendants are
 * ours (the harness itself, a Postgres postmaster started by it); read at every sample, so
 * servers started later count as ours.
 */
export class MachineWatch {
  private cpu0: CpuTimes | null = null;
  private psi0: number | null = null;
  private t0 = 0;
  private load0: number[] = [];
  private last = new Map<number, ProcSample>();
  private readonly used = new Map<number, { name: string; ticks: number; own: boolean }>();
  private timer: NodeJS.Timeout | null = null;
  private probeBefore: CpuProbe | null = null;

  constructor(private readonly ownRoots: () => number[]) {}

  async start(probe = true): Promise<void> {
    this.probeBefore = probe ? await cpuProbe() : null;
    this.cpu0 = readCpuTimes();
    this.psi0 = readCpuPressure();
    this.t0 = performance.now();
    this.load0 = os.loadavg();
    this.used.clear();
    this.last = readProcessTable();
    this.timer = setInterval(() => this.sample(), 2000);
    this.timer.unref();
  }

  private sample(): void {
    const table = readProcessTable();
    const own = descendantsOf([...this.ownRoots(), process.pid], table);
    for (const [pid, s] of table) {
      const before = this.last.get(pid);
      if (!before || before.comm !== s.comm) continue;
      const delta = s.ticks - before.ticks;
      if (delta <= 0) continue;
      const u = this.used.get(pid) ?? { name: s.comm, ticks: 0, own: own.has(pid) };
      u.ticks += delta;
      u.own ||= own.has(pid);
      if (u.name === s.comm && delta > 20) u.name = describe(pid, s.comm);
      this.used.set(pid, u);
    }
    this.last = table;
  }

  async stop(probe = true): Promise<MachineWindow> {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    const seconds = (performance.now() - this.t0) / 1000;
    const cpu1 = readCpuTimes();
    const psi1 = readCpuPressure();
    const cores = os.availableParallelism();
    const d =
      this.cpu0 && cpu1
        ? {
            busy: cpu1.busy - this.cpu0.busy,
            total: cpu1.total - this.cpu0.total,
            steal: cpu1.steal - this.cpu0.steal,
            iowait: cpu1.iowait - this.cpu0.iowait,
          }
        : null;
    const coresOf = (ticks: number) => r3(ticks / CLK_TCK / Math.max(0.001, seconds));
    let others = 0;
    let ours = 0;
    const otherList: { pid: number; name: string; cores: number }[] = [];
    for (const [pid, u] of this.used) {
      if (u.own) ours += u.ticks;
      else {
        others += u.ticks;
        otherList.push({ pid, name: u.name, cores: coresOf(u.ticks) });
      }
    }
    otherList.sort((a, b) => b.cores - a.cores);
    const probeAfter = probe ? await cpuProbe() : null;
    return {
      seconds: r3(seconds),
      cores,
      loadAverageStart: this.load0.map(r3),
      loadAverageEnd: os.loadavg().map(r3),
      busyCores: d && d.total > 0 ? r3((cores * d.busy) / d.total) : null,
      stealShare: d && d.total > 0 ? r3(d.steal / d.total) : null,
      iowaitShare: d && d.total > 0 ? r3(d.iowait / d.total) : null,
      cpuPressureShare: this.psi0 !== null && psi1 !== null ? r3((psi1 - this.psi0) / 1e6 / Math.max(0.001, seconds)) : null,
      otherProcessesCores: coresOf(others),
      ownProcessesCores: coresOf(ours),
      busiestOthers: otherList.filter((o) => o.cores >= 0.02).slice(0, 5),
      probeBefore: this.probeBefore,
      probeAfter,
    };
  }
}

/** The probe of the fastest quiet full run (bench/results/machine-baseline.json): what "this CPU at full speed" costs. */
export interface ProbeBaseline {
  computeMs: number;
  memoryMs: number;
  date: string;
  /** The machine it was measured on (kernel build, CPU model, cores): another machine has another baseline. */
  machine: string;
}

/** What identifies the machine: a VM on another host build reports another kernel build string. */
export const machineFingerprint = () =>
  `${os.release()} · ${os.cpus()[0]?.model ?? '?'} · ${os.availableParallelism()} cores · ${Math.round(os.totalmem() / 2 ** 30)} GiB`;

const BASELINE_FILE = new URL('../results/machine-baseline.json', import.meta.url).pathname;

export function readBaseline(): ProbeBaseline | null {
  try {
    const b = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as ProbeBaseline;
    return Number.isFinite(b.computeMs) && Number.isFinite(b.memoryMs) ? b : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the baseline to the median of `probes` (a quiet full run's: one at the start, two per
 * scenario) when that is faster; returns the baseline in force. The median, not the fastest
 * probe: a single probe's memory work varies by ± 20 % on a quiet machine.
 */
export function updateBaseline(probes: (CpuProbe | null)[]): ProbeBaseline | null {
  const current = readBaseline();
  const old = current && current.machine === machineFingerprint() ? current : null;
  const valid = probes.filter((p): p is CpuProbe => p !== null && p.runQueueWaitShare <= QUIET.probeRunQueueWaitShare);
  if (valid.length === 0) return old;
  const computeMs = Math.min(median(valid.map((p) => p.computeMs)), old?.computeMs ?? Infinity);
  const memoryMs = Math.min(median(valid.map((p) => p.memoryMs)), old?.memoryMs ?? Infinity);
  if (old && computeMs >= old.computeMs && memoryMs >= old.memoryMs) return old;
  const next = { computeMs, memoryMs, date: new Date().toISOString(), machine: machineFingerprint() };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
  return next;
}

/** When a window counts as quiet: the thresholds a comparable run must stay within. */
export const QUIET = {
  /** Average cores other processes may use during the window. */
  otherProcessesCores: 0.25,
  /** Run-queue wait share of the CPU probe before or after the window. */
  probeRunQueueWaitShare: 0.15,
  stealShare: 0.05,
  /** The probe's fixed work may cost at most this much more CPU time than the baseline's (a slower or busier host). */
  probeSlowdown: 1.5,
} as const;

/** Reasons the machine was not quiet during the window (empty when it was). */
export function judgeWindow(w: MachineWindow, baseline: ProbeBaseline | null = readBaseline()): string[] {
  const reasons: string[] = [];
  if (w.otherProcessesCores > QUIET.otherProcessesCores) {
    const top = w.busiestOthers
      .slice(0, 3)
      .map((o) => `${o.name} ${o.cores}`)
      .join(', ');
    reasons.push(
      `other processes used ${w.otherProcessesCores} of ${w.cores} cores on average (> ${QUIET.otherProcessesCores}${top ? `; ${top}` : ''})`,
    );
  }
  for (const [when, p] of [
    ['before', w.probeBefore],
    ['after', w.probeAfter],
  ] as const) {
    if (p && p.runQueueWaitShare > QUIET.probeRunQueueWaitShare)
      reasons.push(
        `CPU probe ${when}: ${Math.round(p.runQueueWaitShare * 100)} % of its time waiting for a core (> ${QUIET.probeRunQueueWaitShare * 100} %)`,
      );
  }
  if (baseline && baseline.machine !== machineFingerprint()) {
    reasons.push(
      `another machine than the probe baseline's (${baseline.machine}; now ${machineFingerprint()}): its figures are not comparable with this one's`,
    );
  } else if (baseline) {
    // The same work costing more CPU time than on the fastest quiet run: the host (other VMs, a
    // shared core, a lower clock) is slowing this one down, which no counter inside the VM shows.
    const probes = [w.probeBefore, w.probeAfter].filter((p): p is CpuProbe => p !== null);
    const worst = (k: 'computeMs' | 'memoryMs') => Math.max(...probes.map((p) => p[k] / baseline[k]));
    for (const [k, what] of [
      ['memoryMs', 'memory work'],
      ['computeMs', 'arithmetic'],
    ] as const) {
      const ratio = probes.length ? worst(k) : 0;
      if (ratio > QUIET.probeSlowdown)
        reasons.push(
          `CPU slower than the baseline of ${baseline.date.slice(0, 10)}: the probe's ${what} took ${r3(ratio)} × its CPU time (> ${QUIET.probeSlowdown} ×)`,
        );
    }
  }
  if (w.stealShare !== null && w.stealShare > QUIET.stealShare)
    reasons.push(`CPU steal ${Math.round(w.stealShare * 100)} % (> ${QUIET.stealShare * 100} %)`);
  return reasons;
}
