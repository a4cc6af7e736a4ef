// Summarizes a V8 .cpuprofile (node --cpu-prof, or the inspector's Profiler.stop): self time per
// function, self time per component (npm package, src/ file, node internals — natives charged to
// their nearest JavaScript caller), and inclusive time per function (each function counted once
// per sampled stack). With `perOp` (operations during the window) every figure is also given in
// microseconds of CPU per operation.
import { REPO } from './infra.js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Node {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime?: number;
  endTime?: number;
}

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
const ROOT = `file://${REPO}/`;

function shortUrl(url: string): string {
  if (url.includes('/node_modules/')) return url.replace(/^.*\/node_modules\//, 'nm/');
  return url.startsWith(ROOT) ? url.slice(ROOT.length) : url.replace(/^file:\/\//, '');
}

function frameKey(f: CallFrame): string {
  return `${f.functionName || '(anonymous)'} ${f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}` : ''}`.trim();
}

/** The component a frame belongs to; null for a native frame (no URL). */
export function componentOf(f: CallFrame): string | null {
  if (SPECIAL.has(f.functionName)) return f.functionName;
  const url = f.url;
  if (!url) return null;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) {
    const m = /^node:(?:internal\/)?([^/]+)/.exec(url);
    return `node:${m?.[1] ?? url}`;
  }
  return shortUrl(url);
}

interface Analysis {
  selfByOrigin: Map<string, number>;
  callers: Map<string, Map<string, number>>;
  totalUs: number;
  busyUs: number;
  special: Record<string, number>;
  selfByFunction: Map<string, number>;
  selfByComponent: Map<string, number>;
  inclusiveByFunction: Map<string, number>;
  inclusiveByComponent: Map<string, number>;
}

export function analyze(profile: Profile): Analysis {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const a: Analysis = {
    callers: new Map(),
    selfByOrigin: new Map(),
    totalUs: 0,
    busyUs: 0,
    special: {},
    selfByFunction: new Map(),
    selfByComponent: new Map(),
    inclusiveByFunction: new Map(),
    inclusiveByComponent: new Map(),
  };
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  // Per node, computed once: its self key, its component (native → nearest caller's), its stack keys.
  const cache = new Map<number, { self: string; component: string; origin: string; fns: string[]; comps: string[]; chain: string }>();
  const describe = (id: number) => {
    let d = cache.get(id);
    if (d) return d;
    const node = byId.get(id)!;
    const fns = new Set<string>();
    const comps = new Set<string>();
    const chain: string[] = [];
    let component: string | null = null;
    let origin: string | null = null;
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      if (f.functionName === '(root)') break;
      // The caller chain up to the first frame outside node's own library (who asked for this work).
      if (cur !== id && (chain.length < 3 || (chain.length < 12 && !chain.some((k) => !k.includes(' node:') && k.includes(' ')))))
        chain.push(frameKey(f));
      fns.add(frameKey(f));
      const c = componentOf(f);
      if (c) {
        comps.add(c);
        component ??= c;
        if (!c.startsWith('node:')) origin ??= c;
      }
    }
    d = {
      self: frameKey(node.callFrame),
      component: component ?? '(native, no JS caller)',
      origin: origin ?? component ?? '(native, no JS caller)',
      fns: [...fns],
      comps: [...comps],
      chain: chain.join(' ← '),
    };
    cache.set(id, d);
    return d;
  };
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    a.totalUs += us;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (SPECIAL.has(name)) {
      a.special[name] = (a.special[name] ?? 0) + us;
      if (name === '(idle)') return;
    }
    a.busyUs += us;
    const d = describe(id);
    add(a.selfByFunction, d.self, us);
    if (!a.callers.has(d.self)) a.callers.set(d.self, new Map());
    add(a.callers.get(d.self)!, d.chain || '(top)', us);
    add(a.selfByComponent, d.component, us);
    add(a.selfByOrigin, d.origin, us);
    for (const k of d.fns) add(a.inclusiveByFunction, k, us);
    for (const k of d.comps) add(a.inclusiveByComponent, k, us);
  });
  return a;
}

/** Per operation: `perOp` is the operation count, or a function from sampled µs to µs per operation. */
type PerOp = number | ((us: number) => number) | undefined;

function table(m: Map<string, number>, busyUs: number, limit: number, perOp?: PerOp, filter?: (k: string) => boolean): string {
  return [...m.entries()]
    .filter(([k]) => !filter || filter(k))
    .sort((x, y) => y[1] - x[1])
    .slice(0, limit)
    .map(([k, us]) => {
      const share = `${((100 * us) / (busyUs || 1)).toFixed(1).padStart(5)}%`;
      const per = perOp
        ? `${(typeof perOp === 'number' ? us / perOp : perOp(us)).toFixed(1).padStart(7)} µs/op`
        : `${(us / 1000).toFixed(0).padStart(7)} ms`;
      return `  ${share} ${per}  ${k}`;
    })
    .join('\n');
}

/**
 * The longest stretches without an idle sample (the event loop never waited for I/O: what a
 * /healthz probe queued behind), each with the functions that took most of it (self time) and
 * the src/ functions on its stacks (inclusive).
 */
export function longestBusyStretches(profile: Profile, count = 5, top = 6): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stretches: { start: number; end: number; us: number }[] = [];
  let cur: { start: number; end: number; us: number } | null = null;
  let t = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    t += profile.timeDeltas[i] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      if (cur) stretches.push(cur);
      cur = null;
    } else {
      cur ??= { start: i, end: i, us: 0 };
      cur.end = i;
      cur.us += us;
    }
  });
  if (cur) stretches.push(cur);
  stretches.sort((x, y) => y.us - x.us);
  const lines: string[] = [];
  for (const st of stretches.slice(0, count)) {
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    for (let i = st.start; i <= st.end; i++) {
      const id = profile.samples[i]!;
      const us = profile.timeDeltas[i + 1] ?? 0;
      const k = frameKey(byId.get(id)!.callFrame);
      self.set(k, (self.get(k) ?? 0) + us);
      const seen = new Set<string>();
      for (let c: number | undefined = id; c !== undefined; c = parent.get(c)) {
        const f = byId.get(c)!.callFrame;
        const key = frameKey(f);
        if (/ src\//.test(key) && !seen.has(key)) {
          seen.add(key);
          incl.set(key, (incl.get(key) ?? 0) + us);
        }
      }
    }
    const fmtTop = (m: Map<string, number>) =>
      [...m.entries()]
        .sort((x, y) => y[1] - x[1])
        .slice(0, top)
        .map(([k, us]) => `${(us / 1000).toFixed(1)} ms ${k}`)
        .join('; ');
    lines.push(`  ${(st.us / 1000).toFixed(1)} ms busy: self ${fmtTop(self)}\n      src (inclusive): ${fmtTop(incl)}`);
  }
  return lines.join('\n');
}

/** Self time per function, heaviest first (idle excluded). */
export function topFunctions(profile: Profile, limit = 20): string {
  const a = analyze(profile);
  return table(a.selfByFunction, a.busyUs, limit);
}

/**
 * A full report: busy/idle split, components, top self and inclusive functions; per operation when
 * `ops` is given. With `cpuUsPerOp` (measured CPU, e.g. from /proc) a share of the busy samples is
 * turned into that share of the measured CPU: samples are wall-clock ticks while the thread runs or
 * waits for a core, so on a busy machine they over-count; their proportions hold.
 */
export function report(profile: Profile, opts: { ops?: number; cpuUsPerOp?: number; limit?: number } = {}): string {
  const a = analyze(profile);
  const limit = opts.limit ?? 40;
  const cpuPerOp = opts.cpuUsPerOp;
  const perOp: PerOp = cpuPerOp ? (us: number) => (us / (a.busyUs || 1)) * cpuPerOp : opts.ops;
  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  const lines = [
    `sampled ${ms(a.totalUs)}: busy ${ms(a.busyUs)} (${((100 * a.busyUs) / (a.totalUs || 1)).toFixed(0)}%), idle ${ms(a.special['(idle)'] ?? 0)}` +
      (opts.ops ? `; ${opts.ops} operations → ${(a.busyUs / opts.ops).toFixed(0)} µs of busy samples per operation` : '') +
      (cpuPerOp ? `; µs/op below = share of busy samples × ${cpuPerOp.toFixed(0)} µs measured CPU per operation` : ''),
    `special: ${Object.entries(a.special)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')}`,
    '',
    'Self time by component (natives charged to their nearest JS caller; % of busy):',
    table(a.selfByComponent, a.busyUs, 30, perOp),
    '',
    "Self time by origin (natives and node's own library charged to the nearest npm package or src/ file that called them):",
    table(a.selfByOrigin, a.busyUs, 30, perOp),
    '',
    'Inclusive time by component (a sample counts once for every component on its stack):',
    table(a.inclusiveByComponent, a.busyUs, 30, perOp),
    '',
    `Top ${limit} self time by function:`,
    table(a.selfByFunction, a.busyUs, limit, perOp),
    '',
    'Callers of the 10 heaviest self-time functions (3 frames, or up to the first frame outside node itself; heaviest 4 chains):',
    ...[...a.selfByFunction.entries()]
      .filter(([k]) => !SPECIAL.has(k))
      .sort((x, y) => y[1] - x[1])
      .slice(0, 10)
      .flatMap(([k]) => [`  ${k}:`, table(a.callers.get(k)!, a.busyUs, 4, perOp).replace(/^/gm, '    ')]),
    '',
    `Top ${limit} inclusive time, functions in src/:`,
    table(a.inclusiveByFunction, a.busyUs, limit, perOp, (k) => / src\//.test(k)),
    '',
    `Top ${limit} inclusive time, functions in node_modules:`,
    table(a.inclusiveByFunction, a.busyUs, limit, perOp, (k) => / nm\//.test(k)),
    '',
    'Longest stretches without an idle sample (what an event-loop probe waits behind):',
    longestBusyStretches(profile),
  ];
  return lines.join('\n');
}
