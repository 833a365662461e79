import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serveDirectory } from './serveDirectory.js'

describe('serveDirectory', () => {
  it('serves files with their content type, index.html for a folder, and nothing outside the root', async () => {
    const base = mkdtempSync(join(tmpdir(), 'site-'))
    const root = join(base, 'www')
    mkdirSync(join(root, 'app'), { recursive: true })
    writeFileSync(join(root, 'app', 'index.html'), '<p>hi</p>')
    writeFileSync(join(root, 'app', 'main.js'), 'export {}')
    writeFileSync(join(root, 'app', 'style.css'), 'p {}')
    writeFileSync(join(base, 'secret.txt'), 'secret')
    const site = await serveDirectory(root)
    try {
      const page = await fetch(`${site.url}/app/`)
      expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<p>hi</p>',
      ])
      expect((await fetch(`${site.url}/app/main.js`)).headers.get('content-type')).toBe(
        'text/javascript; charset=utf-8',
      )
      expect((await fetch(`${site.url}/app/style.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8')
      expect((await fetch(`${site.url}/%2e%2e/secret.txt`)).status).toBe(404)
      expect((await fetch(`${site.url}/missing.js`)).status).toBe(404)
    } finally {
      await site.close()
    }
  })
})
