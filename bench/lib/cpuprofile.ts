// Summarizes a V8 .cpuprofile (from node --cpu-prof): self time per function, heaviest first.
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

export function topFunctions(profile: Profile, limit = 20): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const agg = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const where = f.url ? `${f.url.replace(/^file:\/\/.*?node_modules\//, 'nm/').replace(/^file:\/\/.*?\/src\//, 'src/')}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    agg.set(key, (agg.get(key) ?? 0) + us);
  }
  return [...agg.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([k, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`)
    .join('\n');
}
