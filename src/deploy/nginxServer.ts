import {spawn, type ChildProcess} from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {connect, createServer, type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {machineNameservers} from './nameservers';
import {renderServerConfig} from './renderServerConfig';
import {serverSettingsFromEnv, type ServerEnv} from './serverSettings';
import {readEnvironment} from '../settings/environmentVariables';
import {DEBIAN_NGINX} from '../settings/systemPackages.mjs';

/** The nginx binary: Debian's unless `NGINX_PATH` names another. */
export const NGINX_BINARY = readEnvironment('NGINX_PATH');

/** The hand-written configuration this project ships, in `deploy/nginx/` of the site. */
const SHIPPED_FILES = ['docs-http.conf', 'docs-server.conf'];

/** How to serve a build through nginx for one run. */
export type NginxRunOptions = {
  /** The site's folder, with `docs/` (for the redirects) and `deploy/nginx/`. */
  siteDir: string;
  buildDir: string;
  port: number;
  host?: string;
  /** Where the server's settings come from (see `ServerSettings`). */
  env: ServerEnv;
  /**
   * The http block's own part, instead of one server on `host:port` serving
   * `buildDir`: another layout of servers, such as the example host's.
   */
  servers?: string;
};

/** A prepared nginx prefix: a folder with the configuration, logs and temporary files of one run. */
export type NginxPrefix = {
  prefix: string;
  confFile: string;
  searchReportLog: string;
  pageFeedbackLog: string;
};

/** Writes the files of the generated configuration, the secret ones readable by their owner only. */
export function writeGeneratedFiles(
  generatedDir: string,
  files: ReturnType<typeof renderServerConfig>,
): void {
  mkdirSync(generatedDir, {recursive: true});
  for (const file of files) {
    const target = path.join(generatedDir, file.name);
    writeFileSync(target, file.content, {mode: file.secret ? 0o600 : 0o644});
    // writeFileSync's mode applies to new files only.
    chmodSync(target, file.secret ? 0o600 : 0o644);
  }
}

/**
 * The \`user\` line of a run's configuration: started as root, nginx runs its
 * workers as \`nobody\`, who cannot read a build inside a private home folder
 * (root's, typically) and would answer 403 for every page; a run's workers
 * are the invoking user's instead, like the rest of the preview. Started as
 * anyone else, nginx cannot change user, and the line is left out.
 */
function workerUser(): string {
  return os.userInfo().uid === 0 ? 'user root;\n' : '';
}

/** Addresses whose `listen` already takes in 127.0.0.1. */
const REACHES_LOOPBACK = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '*']);

/**
 * The `listen` lines of a run: its address, and the loopback address on the
 * same port when its address does not take that in, because nginx sends
 * itself the page feedback's check and Ask AI's forwarding at
 * `127.0.0.1:$server_port`.
 */
function listenLines(host: string, port: number): string {
  const addresses = REACHES_LOOPBACK.has(host) ? [host] : [host, '127.0.0.1'];
  return addresses.map((address) => `listen ${address}:${String(port)};`).join('\n        ');
}

/** The site's server for a run, as `serve:prod` and the tests serve it. */
function siteServer(options: NginxRunOptions): string {
  return `    include 3dverse-docs/docs-http.conf;

    server {
        ${listenLines(options.host ?? '127.0.0.1', options.port)}
        root ${path.resolve(options.buildDir)};
        access_log logs/access.log docs_access;
        include 3dverse-docs/docs-server.conf;
    }`;
}

/** The top-level configuration of a run: everything under the prefix, so no root is needed. */
function mainConfig(options: NginxRunOptions): string {
  return `# Written by \`npm run serve:prod\` for one run; the site's own settings are in 3dverse-docs/.
${workerUser()}load_module ${DEBIAN_NGINX.brotliModule};
daemon off;
worker_processes 1;
pid nginx.pid;
error_log stderr warn;

events {
    worker_connections 512;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    # As Debian's nginx.conf has them, so that the site's own files are tried against them:
    # compression on the fly, and a log of every request, with addresses, for a server
    # without a log of its own (which none of the site's should be).
    gzip on;
    access_log logs/host-wide.log;
    client_body_temp_path temp/body;
    proxy_temp_path temp/proxy;
    fastcgi_temp_path temp/fastcgi;
    uwsgi_temp_path temp/uwsgi;
    scgi_temp_path temp/scgi;

${options.servers ?? siteServer(options)}
}
`;
}

/**
 * Lays out a temporary nginx prefix for `options`: the shipped configuration
 * under `conf/3dverse-docs/`, the generated part beside it, and the
 * top-level file. Throws when nginx or its Brotli module is missing, naming
 * the packages to install.
 */
export function prepareNginxPrefix(options: NginxRunOptions): NginxPrefix {
  for (const file of [NGINX_BINARY, DEBIAN_NGINX.brotliModule]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing. Install nginx with:  sudo apt-get install ${DEBIAN_NGINX.packages.join(' ')}`,
      );
    }
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), '3dverse-docs-nginx-'));
  // mkdtemp makes it private; nginx's workers read the served search settings from it.
  // The key's file stays readable by its owner only.
  chmodSync(prefix, 0o755);
  const siteConfDir = path.join(prefix, 'conf', '3dverse-docs');
  const generatedDir = path.join(siteConfDir, 'generated');
  const searchReportLog = path.join(prefix, 'logs', 'search-report.log');
  const pageFeedbackLog = path.join(prefix, 'logs', 'page-feedback.log');
  for (const dir of [generatedDir, path.join(prefix, 'logs'), path.join(prefix, 'temp')]) {
    mkdirSync(dir, {recursive: true});
  }
  for (const file of SHIPPED_FILES) {
    copyFileSync(path.join(options.siteDir, 'deploy', 'nginx', file), path.join(siteConfDir, file));
  }
  const settings = serverSettingsFromEnv(options.env);
  writeGeneratedFiles(
    generatedDir,
    renderServerConfig(options.buildDir, path.join(options.siteDir, 'docs'), settings, {
      generatedDir,
      searchReportLog,
      pageFeedbackLog,
      nameservers: machineNameservers(),
    }),
  );
  const confFile = path.join(prefix, 'conf', 'nginx.conf');
  writeFileSync(confFile, mainConfig(options));
  return {prefix, confFile, searchReportLog, pageFeedbackLog};
}

/** The arguments that run nginx on a prepared prefix. */
export function nginxArguments({prefix, confFile}: NginxPrefix): string[] {
  return ['-p', `${prefix}/`, '-c', confFile];
}

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({host, port}, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A running nginx, and how to stop it and remove its prefix. */
export type RunningNginx = NginxPrefix & {
  url: string;
  process: ChildProcess;
  close: () => Promise<void>;
};

/**
 * Resolves once the server in `child` (nginx unless `name` says otherwise)
 * accepts connections on `host:port`; nginx says nothing when it starts
 * listening, so its port is tried every 50 ms. Rejects, with what the
 * server wrote (`output`), if it exits first or does not listen within
 * 10 s, and then stops it.
 */
export async function untilListening(
  child: ChildProcess,
  host: string,
  port: number,
  output: () => string = () => '',
  name = 'nginx',
): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} stopped at start (${child.exitCode}): ${output().trim()}`);
    }
    if (await portAnswers(host, port)) return;
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(`${name} did not listen on ${host}:${port} within 10 s: ${output().trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx in the background on a fresh prefix and resolves once it
 * accepts connections; rejects with nginx's own message if it exits first.
 */
export async function startNginx(options: NginxRunOptions): Promise<RunningNginx> {
  const host = options.host ?? '127.0.0.1';
  const prepared = prepareNginxPrefix(options);
  const child = spawn(NGINX_BINARY, nginxArguments(prepared), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await untilListening(child, host, options.port, () => stderr);
  return {
    ...prepared,
    url: `http://${host}:${options.port}`,
    process: child,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prepared.prefix, {recursive: true, force: true});
    },
  };
}

/** A TCP port that was free a moment ago, for a server that needs a fixed one. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
