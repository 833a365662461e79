import { describe, expect, it } from 'vitest'
import { checkBasicAuthorization, resolveCredentials } from './basicCredentials.js'
import { createNodeIdentity, serializerOf } from './NodeIdentity.js'

const header = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`

describe('Basic credentials', () => {
  it('reads user:pass, makes random ones, refuses malformed ones', () => {
    expect(resolveCredentials('admin:a:b')).toEqual({ username: 'admin', password: 'a:b' })
    const random = resolveCredentials()
    expect(random.username).toBe('admin')
    expect(random.password).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(resolveCredentials().password).not.toBe(random.password)
    expect(() => resolveCredentials('nocolon')).toThrow(/adminCredentials/)
    expect(() => resolveCredentials({ username: '', password: 'x' })).toThrow(/username/)
  })

  it('tells missing, wrong and right credentials apart', () => {
    const admin = { username: 'admin', password: 'pässword' }
    expect(checkBasicAuthorization(undefined, admin)).toBe('missing')
    expect(checkBasicAuthorization('Bearer x', admin)).toBe('missing')
    expect(checkBasicAuthorization(header('admin:password'), admin)).toBe('wrong')
    expect(checkBasicAuthorization(header('admin:pässword'), admin)).toBe('ok')
    expect(checkBasicAuthorization(`basic   ${Buffer.from('admin:pässword').toString('base64')}`, admin)).toBe('ok')
  })
})

describe('node identity', () => {
  it("computes the spec's serializers and the localnet magic", () => {
    expect(serializerOf('api.system')).toBe(1853760613)
    expect(serializerOf('mass.node_mass')).toBe(2069849791)
    const node = createNodeIdentity('02684f5f47bd663c420af4edb8443f173df19bbb3eafdc49d4fa3e1be19accbf52', 0)
    expect(node.universe.magic).toBe(-900749929)
    expect(node.peers.filter((peer) => peer.live)).toHaveLength(2)
    expect(createNodeIdentity(node.keyHex, 0).peers).toEqual(node.peers)
  })
})
