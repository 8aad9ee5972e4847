import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './serverProcess';

/**
 * A real S3-compatible server for tests, in a process of its own: s3rver (npm, @20minutes/s3rver)
 * on a free loopback port, storing in a temporary folder, with one bucket. Stopped by `stop()`;
 * it also ends with the test process (its stdin is a pipe from us). Its signature check disagrees
 * with SDK v3's for ListObjectsV2 (its canonical query), so a well-formed signature is accepted as
 * it is: these tests are about storing files, not about S3's authentication.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point the app at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const LAUNCH = "require('@20minutes/s3rver/lib/cli.js').parseAsync(process.argv.slice(1), { from: 'user' }); process.stdin.on('end', () => process.exit(0)).resume();";

export async function startS3Server(bucket = 'nanum-test'): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-s3-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-e', LAUNCH, '--', '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--allow-mismatched-signatures', '--configure-bucket', bucket], { stdio: ['pipe', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
