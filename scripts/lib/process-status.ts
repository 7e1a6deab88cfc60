import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * Whether `pid` is a running process. A process that exited but was not reaped yet (a zombie:
 * an orphan waits for PID 1, which in containers can be slow to reap) still answers kill(pid, 0),
 * so on Linux its state in /proc decides.
 */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!existsSync('/proc')) return true;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The command name of a running process; undefined without procfs (macOS) or when it is gone. */
export async function processName(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/**
 * The command line of a running process, its arguments joined by spaces: from procfs on Linux,
 * else from `ps` (macOS); undefined when it is gone or cannot be read.
 */
export async function commandLine(pid: number): Promise<string | undefined> {
  if (existsSync('/proc')) {
    try {
      return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ').trim();
    } catch {
      return undefined;
    }
  }
  const ps = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 ? ps.stdout.trim() : undefined;
}
