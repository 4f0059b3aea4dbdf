import {ownSampleId, type CodeSample} from '../../../site/restApi/codeSamples';
import {API_CLIENT_SAMPLE_LABEL} from '../../../site/restApi/ownCodeSamples';
import type {ConsoleCredential, ConsoleOperation} from '../../../site/restApi/consoleTypes';
import type {PreparedRequest} from './consoleRequest';
import {credentialVariable} from '../../../site/restApi/credentialVariable';
import {jsonLiteral} from '../../../site/restApi/jsonLiteral';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An object key as JavaScript writes it: bare when it can be. */
function key(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

/**
 * The request as a call of the operation's `@3dverse/api` function, with
 * the reader's values: the credential from the environment (never the
 * reader's own), the base URL set when the chosen server is not the one the
 * client calls by default, and the parameters and body in one object as the
 * function takes them. Calls of another shape show the file's own sample.
 */
export function clientSample(
  operation: ConsoleOperation,
  request: PreparedRequest,
  credential: ConsoleCredential | undefined,
  server: string,
): CodeSample | undefined {
  const {client} = operation;
  if (!client) return undefined;
  const sample = {
    id: ownSampleId(API_CLIENT_SAMPLE_LABEL),
    label: API_CLIENT_SAMPLE_LABEL,
    language: 'typescript',
  };
  if (client.kind === 'fixed') return {...sample, code: client.code};
  const setter = credential && (/token/i.test(credential.scheme) ? 'setUserToken' : 'setApiKey');
  const custom = server !== operation.defaultServer;
  const imports = [setter, custom ? 'setBaseURL' : undefined, client.functionName].filter(Boolean);
  const lines = [`import {${imports.join(', ')}} from '@3dverse/api';`, ''];
  if (setter && credential) {
    lines.push(`${setter}(process.env.${credentialVariable(credential.header)}!);`);
  }
  if (custom) lines.push(`setBaseURL(${JSON.stringify(server)});`);
  if (setter || custom) lines.push('');
  const fields: [string, unknown][] = [...request.values.parameters];
  const {body} = request.values;
  if (body !== undefined) {
    if (client.bodyArgument) {
      fields.push([client.bodyArgument, body]);
    } else if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      fields.push(...Object.entries(body));
    }
  }
  const argument =
    fields.length === 0
      ? '{}'
      : `{\n${fields.map(([name, value]) => `  ${key(name)}: ${jsonLiteral(value, '  ')},`).join('\n')}\n}`;
  lines.push(`const response = await ${client.functionName}(${argument});`);
  lines.push(
    operation.response === 'json' ? 'console.log(response.data);' : 'console.log(response.status);',
  );
  return {...sample, code: lines.join('\n')};
}
