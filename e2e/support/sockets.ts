import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The TCP connections a process holds open to a port (Linux: its socket descriptors, matched in /proc/net/tcp and tcp6). */
export function openSocketsTo(pid: number, port: number): number {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // Closed while we looked.
    }
  }
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const remotePort = Number.parseInt(columns[2]?.split(':')[1] ?? '', 16);
      if (remotePort === port && inodes.has(columns[9] ?? '')) count += 1;
    }
  }
  return count;
}
