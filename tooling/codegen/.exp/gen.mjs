import { createClient, definePluginConfig, clientDefaultConfig, clientDefaultMeta } from '@hey-api/openapi-ts'
const plugin = definePluginConfig({
  ...clientDefaultMeta,
  config: { ...clientDefaultConfig, bundle: false },
  handler: () => {},
  name: '../client.js',
})
await createClient({
  input: process.argv[2],
  output: { path: 'out', entryFile: false, module: { extension: '.js' }, header: ['// hello header', '// second'], tsConfigPath: null },
  plugins: [plugin(), { name: '@hey-api/typescript', errors: { error: '{{name}}ErrorBody' }, responses: { response: '{{name}}Result' } }, { name: '@hey-api/sdk', client: false, auth: false }],
  logs: { level: 'silent' },
})
