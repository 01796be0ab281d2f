// Samples the resident memory of a build: this process's descendants (child builds), and this process too when asked,
// keeping the peak (Linux /proc). The build job reports it (build-report.ts); the benches print it.
import { readFileSync, readdirSync } from 'node:fs';

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const pid = queue.pop()!;
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts sampling every `ms`; stop() answers the peak sum of the descendants' RSS in bytes, this process's included
 * when `self` (0 off Linux).
 */
export function samplePeakChildRss(ms = 200, self = false): { stop(): number } {
  let peak = 0;
  const sample = () => {
    try {
      const pids = [...(self ? [process.pid] : []), ...descendants(process.pid)];
      const total = pids.reduce((sum, pid) => sum + rssBytes(pid), 0);
      peak = Math.max(peak, total);
    } catch {
      // No /proc: nothing to sample.
    }
  };
  const timer = setInterval(sample, ms);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
