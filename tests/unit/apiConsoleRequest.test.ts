import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {clientSample} from '../../src/components/ApiConsole/lib/clientSample';
import {consoleRequest} from '../../src/components/ApiConsole/lib/consoleRequest';
import {codeSamples} from '../../src/site/restApi/codeSamples';
import {typecheckSnippets} from '../support/typecheckSnippets';
import {files, formFor, operation, SERVER} from './support/consoleOperations';

describe('the console’s request', () => {
  it('fills the path, the query and the credential header name, and writes the samples', () => {
    const getUser = operation('get-user');
    const {request, issues} = consoleRequest(getUser, formFor(getUser));
    expect(issues).toEqual([]);
    expect(request.url).toBe(`${SERVER}/users/d094a08f-9184-4052-9b8d-d0902732f6bc`);
    expect(request.resource).toBe('/users/d094a08f-9184-4052-9b8d-d0902732f6bc');
    const samples = codeSamples(request.sample, {});
    expect(samples.find((sample) => sample.id === 'curl')?.code).toContain(
      '-H "api_key: $API_KEY"',
    );
    const client = clientSample(getUser, request, getUser.credentials[0], 'http://127.0.0.1:4010');
    expect(client?.code).toContain("import {setApiKey, setBaseURL, getUser} from '@3dverse/api';");
    expect(client?.code).toContain('setBaseURL("http://127.0.0.1:4010");');
    expect(client?.code).toContain('user_id: "d094a08f-9184-4052-9b8d-d0902732f6bc",');
  });

  it('gives its @3dverse/api tab the value of the page’s, whatever other samples the file gives first', () => {
    const getUser = operation('get-user');
    const {request} = consoleRequest(getUser, formFor(getUser));
    const pageSamples = codeSamples(request.sample, {
      'x-codeSamples': [
        {lang: 'Go', label: 'Go', source: 'client.GetUser()'},
        {lang: 'JavaScript', label: '@3dverse/api', source: 'await getUser();'},
      ],
    });
    const client = clientSample(getUser, request, getUser.credentials[0], SERVER);
    expect(client?.id).toBeDefined();
    expect(pageSamples.find((sample) => sample.label === '@3dverse/api')?.id).toBe(client?.id);
  });

  it('serialises filters with bracketed keys', () => {
    const listAssets = operation('list-assets');
    const {request} = consoleRequest(
      listAssets,
      formFor(listAssets, {
        fields: {'query:filter': '{"asset_type":["mesh"]}', 'query:limit': '5'},
      }),
    );
    expect(request.url).toBe(`${SERVER}/assets?limit=5&filter%5Basset_type%5D%5B0%5D=mesh`);
  });

  it('refuses a value holding half of a character, which no URL can carry, instead of throwing', () => {
    const listAssets = operation('list-assets');
    const getUser = operation('get-user');
    for (const [target, fields, path] of [
      [listAssets, {'query:filter': '{"asset_name":"\ud83d"}'}, 'filter'],
      [getUser, {'path:user_id': 'a\udc00'}, 'user_id'],
    ] as const) {
      const {issues} = consoleRequest(target, formFor(target, {fields}));
      expect(issues).toContainEqual({
        path,
        message: 'holds half of a character, which a URL cannot',
      });
    }
    // A whole character passes.
    const whole = formFor(listAssets, {fields: {'query:filter': '{"asset_name":"\ud83d\ude00"}'}});
    expect(consoleRequest(listAssets, whole).issues).toEqual([]);
  });

  it('refuses a path value the browser would read as a step up or in place', () => {
    const metadata = operation('get-conversion-task-metadata');
    for (const filename of ['..', '.']) {
      const {request, issues} = consoleRequest(
        metadata,
        formFor(metadata, {fields: {'path:filename': filename}}),
      );
      expect(issues).toContainEqual({
        path: 'filename',
        message: `cannot be "${filename}" in a URL's path`,
      });
      expect(request.resource).toContain('{filename}');
    }
    const named = formFor(metadata, {fields: {'path:filename': '...'}});
    expect(consoleRequest(metadata, named).request.url).toMatch(/\/metadata\/\.\.\.$/);
  });

  it('refuses empty required fields, values the schema rejects and a body that is not JSON', () => {
    const getUser = operation('get-user');
    expect(
      consoleRequest(getUser, formFor(getUser, {fields: {'path:user_id': ''}})).issues,
    ).toEqual([{path: 'user_id', message: 'is required'}]);
    expect(
      consoleRequest(getUser, formFor(getUser, {fields: {'path:user_id': 'bob'}})).issues[0]
        ?.message,
    ).toMatch(/UUID/);
    const registerUser = operation('register-user');
    expect(
      consoleRequest(registerUser, formFor(registerUser, {bodyText: '{"username": '})).issues[0]
        ?.message,
    ).toMatch(/^is not valid JSON/);
    expect(
      consoleRequest(registerUser, formFor(registerUser, {bodyText: '{"username": 42}'})).issues,
    ).toEqual([{path: 'body.username', message: 'must be a string'}]);
  });

  it('puts a body sent under one name under that name in the client call', () => {
    const deleteAssets = operation('delete-assets');
    const {request, issues} = consoleRequest(deleteAssets, formFor(deleteAssets));
    expect(issues).toEqual([]);
    expect(request.body).toMatchObject({kind: 'json', mediaType: 'application/json'});
    const client = clientSample(deleteAssets, request, deleteAssets.credentials[0], SERVER);
    expect(client?.code).toContain('asset_ids: [');
    expect(client?.code).not.toContain('setBaseURL');
  });

  it('asks for a file when an upload has none', () => {
    const upload = operation('upload-source-files');
    expect(consoleRequest(upload, formFor(upload)).issues).toEqual([
      {path: 'body', message: 'needs a file: choose one'},
    ]);
    const file = new File(['data'], 'pump.fbx');
    const {request, issues} = consoleRequest(upload, formFor(upload, {files: [file]}));
    expect(issues).toEqual([]);
    expect(request.body).toMatchObject({kind: 'multipart', part: 'file'});
    expect(codeSamples(request.sample, {})[0]?.code).toContain("-F 'file=@pump.fbx'");
  });
});

describe('the console’s @3dverse/api sample', () => {
  const projectDir = path.resolve(import.meta.dirname, '../..');
  const samples = [...files.keys()].flatMap((pageId) => {
    const console = operation(pageId);
    const {request} = consoleRequest(console, formFor(console));
    const sample = clientSample(console, request, console.credentials[0], SERVER);
    return sample ? [{pageId, ...sample}] : [];
  });
  const diagnostics = typecheckSnippets(
    projectDir,
    samples.map(({pageId, code}) => ({
      fileName: `.doc-snippets/console_${pageId}.ts`,
      code: `${code}\nexport {};\n`,
    })),
  );

  it('exists for the operations the client wraps', () => {
    expect(samples.length).toBeGreaterThan(40);
  });

  it.each(samples.map((sample) => [sample.pageId, sample] as const))(
    'of %s, with the form as it opens, says it is TypeScript and compiles',
    (pageId, sample) => {
      expect(sample.language).toBe('typescript');
      expect(diagnostics.get(`.doc-snippets/console_${pageId}.ts`)).toEqual([]);
    },
  );
});
