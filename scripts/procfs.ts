import fs from 'node:fs';

/*
 * What Linux's /proc says about a server started as its own process (WORKERS > 1: a node:cluster primary
 * and its workers), for the bench and the cluster test. Nothing here works off Linux.
 */

/** Fields after the command name of /proc/<pid>/stat: [0] is field 3 (state) of stat(5). */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The live children of pid (from every process's ppid, so it needs no CONFIG_PROC_CHILDREN). */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = statFields(Number(entry));
      if (Number(f[1]) === pid && f[0] !== 'Z') out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The node:cluster workers of a primary: its children running the same executable (tsx's esbuild helper is not one). */
export function workerPids(primary: number): number[] {
  const exe = (pid: number) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/exe`);
    } catch {
      return null;
    }
  };
  const own = exe(primary);
  return childPids(primary).filter((pid) => own !== null && exe(pid) === own);
}

/** CPU time of a whole process (every thread), user + system, in ms; null once it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const f = statFields(pid);
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

/** Resident memory of a process (VmRSS), in bytes; null once it is gone. */
export function processRssBytes(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Which of pids holds the server end of a TCP connection to 127.0.0.1:serverPort from clientPort (IPv4). */
export function connectionOwner(pids: number[], serverPort: number, clientPort: number): number | null {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  let inode: string | null = null;
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    // local_address, rem_address as HEXIP:HEXPORT; inode is the tenth column.
    if (f.length > 9 && f[1].endsWith(`:${hex(serverPort)}`) && f[2].endsWith(`:${hex(clientPort)}`)) inode = f[9];
  }
  if (!inode) return null;
  for (const pid of pids) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        try {
          if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
        } catch {
          // closed meanwhile
        }
      }
    } catch {
      // gone meanwhile
    }
  }
  return null;
}
