// Starts and stops the V8 CPU profiler of another Node process through its inspector port
// (the process runs with --inspect=127.0.0.1:<port>), so a profile covers just a measured window.
import { SourceMap } from 'node:module';
import WebSocket from 'ws';

interface Frame {
  functionName: string;
  scriptId: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export class RemoteProfiler {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (msg.id === undefined) return;
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error) p.reject(new Error(msg.error.message));
      else p.resolve(msg.result);
    });
  }

  static async connect(inspectPort: number): Promise<RemoteProfiler> {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`no inspector target on port ${inspectPort}`);
    const ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 2 ** 31 });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const profiler = new RemoteProfiler(ws);
    await profiler.call('Profiler.enable');
    return profiler;
  }

  call<T = any>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Sampling every `intervalUs` microseconds from now on. */
  async start(intervalUs = 200): Promise<void> {
    await this.call('Profiler.setSamplingInterval', { interval: intervalUs });
    await this.call('Profiler.start');
  }

  async stop(): Promise<unknown> {
    const { profile } = await this.call<{ profile: unknown }>('Profiler.stop');
    return profile;
  }

  /**
   * Rewrites the positions of frames whose URL matches `include` to the original source lines,
   * through the inline source maps the loader (tsx) put into the scripts it compiled.
   */
  async mapToSources(profile: { nodes: { callFrame: Frame }[] }, include: (url: string) => boolean): Promise<void> {
    await this.call('Debugger.enable');
    const maps = new Map<string, SourceMap | null>();
    for (const node of profile.nodes) {
      const f = node.callFrame;
      if (!f.url || !include(f.url)) continue;
      if (!maps.has(f.scriptId)) {
        let map: SourceMap | null = null;
        try {
          const { scriptSource } = await this.call<{ scriptSource: string }>('Debugger.getScriptSource', { scriptId: f.scriptId });
          const m = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(scriptSource);
          if (m) map = new SourceMap(JSON.parse(Buffer.from(m[1]!, 'base64').toString('utf8')));
        } catch {
          map = null;
        }
        maps.set(f.scriptId, map);
      }
      const entry = maps.get(f.scriptId)?.findEntry(f.lineNumber, f.columnNumber);
      if (entry && 'originalLine' in entry) {
        f.lineNumber = entry.originalLine;
        f.columnNumber = entry.originalColumn;
      }
    }
    await this.call('Debugger.disable');
  }

  close(): void {
    this.ws.close();
  }
}
