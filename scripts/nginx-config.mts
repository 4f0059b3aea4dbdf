/**
 * `npm run nginx-config -- <dir>`: writes the generated part of the
 * production nginx configuration for the current `build/` into <dir>
 * (normally /etc/nginx/3dverse-docs/generated): redirects, security headers
 * with the policy hashed from the build, and, from this environment, the
 * server settings (`ServerSettings` in src/deploy/serverSettings.ts). Run
 * it again after each deploy of a new
 * build, then reload nginx. See maintainers/deploying.md.
 *
 * Environment: the server's settings (src/deploy/serverSettings.ts),
 * SEARCH_REPORT_LOG, PAGE_FEEDBACK_LOG and DOCS_BUILD_DIR, declared with
 * their defaults in src/settings/environmentVariables.ts.
 */
import path from 'node:path';
import {machineNameservers} from '../src/deploy/nameservers';
import {writeGeneratedFiles} from '../src/deploy/nginxServer';
import {renderServerConfig} from '../src/deploy/renderServerConfig';
import {serverSettingsFromEnv} from '../src/deploy/serverSettings';
import {siteBuildDirectory} from '../src/settings/buildDirectory';
import {readEnvironment} from '../src/settings/environmentVariables';

const siteDir = path.resolve(import.meta.dirname, '..');
const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run nginx-config -- <folder for the generated files>');
  process.exit(1);
}
const generatedDir = path.resolve(target);
try {
  const settings = serverSettingsFromEnv(process.env);
  const files = renderServerConfig(
    siteBuildDirectory(siteDir),
    path.join(siteDir, 'docs'),
    settings,
    {
      generatedDir,
      searchReportLog: readEnvironment('SEARCH_REPORT_LOG'),
      pageFeedbackLog: readEnvironment('PAGE_FEEDBACK_LOG'),
      nameservers: machineNameservers(),
    },
  );
  writeGeneratedFiles(generatedDir, files);
  console.info(`Wrote ${files.map((file) => file.name).join(', ')} to ${generatedDir}`);
  console.info(
    `Ask AI proxy ${settings.askAi ? 'on' : 'off'}, search reports ${settings.searchReport ? 'on' : 'off'}, page feedback ${settings.pageFeedback ? 'on' : 'off'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
