import { createServer, type Server } from 'node:http'
import { describe, expect, it } from 'vitest'
import { trackOpenHandles } from './openHandles.js'

describe('trackOpenHandles', () => {
  it('names a timer or a server that work leaves behind, which would keep a process running', async () => {
    let timer: NodeJS.Timeout | undefined
    let server: Server | undefined
    const { result, open } = await trackOpenHandles(async () => {
      await Promise.resolve()
      timer = setInterval(() => {}, 1000)
      server = createServer()
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      return 'done'
    }, 50)
    clearInterval(timer)
    await new Promise((resolve) => server!.close(resolve))
    expect(result).toBe('done')
    expect(open.sort()).toEqual(['TCPSERVERWRAP', 'Timeout'])
  })

  it('counts nothing that is closed, unreferenced, or still closing when work ends', async () => {
    const { open } = await trackOpenHandles(async () => {
      clearTimeout(setTimeout(() => {}, 1000))
      setTimeout(() => {}, 60_000).unref()
      const server = createServer()
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      server.close()
    })
    expect(open).toEqual([])
  })

  it('leaves out what other code creates while work runs', async () => {
    const tracked = trackOpenHandles(() => new Promise((resolve) => setTimeout(resolve, 20)))
    const outside = setInterval(() => {}, 1000)
    const { open } = await tracked
    clearInterval(outside)
    expect(open).toEqual([])
  })
})
