/**
 * `npm run nginx-config -- <dir>`: writes the generated part of the
 * production nginx configuration for the current `build/` into <dir>
 * (normally /etc/nginx/3dverse-docs/generated): redirects, security headers
 * with the policy hashed from the build, and, from this environment, the
 * Ask AI proxy and search reports. Run it again after each deploy of a new
 * build, then reload nginx. See the README's "Production server".
 *
 * Environment: ASK_AI_UPSTREAM, ASK_AI_API_KEY, ASK_AI_MODEL, SEARCH_REPORT,
 * SEARCH_REPORT_LOG (default /var/log/nginx/3dverse-docs.search-report.log),
 * BUILD_DIR (default build/).
 */
import path from 'node:path';
import {writeGeneratedFiles} from '../src/deploy/nginxServer';
import {renderServerConfig} from '../src/deploy/renderServerConfig';
import {serverSettingsFromEnv} from '../src/deploy/serverSettings';

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
    path.resolve(process.env.BUILD_DIR ?? path.join(siteDir, 'build')),
    path.join(siteDir, 'docs'),
    settings,
    {
      generatedDir,
      searchReportLog:
        process.env.SEARCH_REPORT_LOG ?? '/var/log/nginx/3dverse-docs.search-report.log',
      pageFeedbackLog:
        process.env.PAGE_FEEDBACK_LOG ?? '/var/log/nginx/3dverse-docs.page-feedback.log',
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
