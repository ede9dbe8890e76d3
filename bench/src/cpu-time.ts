import fs from 'node:fs';

/** CPU time read off Linux's /proc: what a bench's processes and PostgreSQL's spent while it measured. */

/** CPU milliseconds (user + system) a child process has used so far, from /proc (null where there is none). */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line (12 and 13 after the command name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds each of PostgreSQL's processes has used so far, when its server runs on this machine
 * (the processes named `postgres`); empty for a remote server.
 */
export function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // gone meanwhile
    }
    const ms = cpuMsOf(Number(entry));
    if (ms !== null) byPid.set(Number(entry), ms);
  }
  return byPid;
}

/** What PostgreSQL's processes spent between two readings (a process started meanwhile counts whole). */
export function postgresSpent(before: Map<number, number>, after: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/** CPU milliseconds this process (autocannon's load, nothing else runs meanwhile) has used so far. */
export const loadCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
