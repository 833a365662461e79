// Each keyword a published spec may use has a fixture (tooling/test-support/fixtures/keywords/) and
// here a test proving that the generated types and the validators accept and refuse the same
// values: an accepted value is typed with the generated type (so `pnpm typecheck` refuses the
// file if the type does not accept it) and passes both the spec validator and the generated
// one; a refused value is written under `@ts-expect-error` (typecheck fails if the type accepts
// it) and both validators refuse it.
import { createHttpTransport, createSdkClient } from '@ledgernet/transport'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { committedKeyword, generateKeyword, keywordFixtures, keywordValidator } from './keywordFixtures.js'
import type { Balances } from './keywords/additional-properties/generated/types.gen.js'
import { validateBalances } from './keywords/additional-properties/generated/validators.gen.js'
import type { Id } from './keywords/anyof/generated/types.gen.js'
import { validateId } from './keywords/anyof/generated/validators.gen.js'
import type { PublicKey } from './keywords/discriminator-allof/generated/types.gen.js'
import { validatePublicKey } from './keywords/discriminator-allof/generated/validators.gen.js'
import type { Shape } from './keywords/discriminator-oneof/generated/types.gen.js'
import { validateShape } from './keywords/discriminator-oneof/generated/validators.gen.js'
import { clearCache, touchCache } from './keywords/empty-answers/generated/sdk.gen.js'
import type { Status } from './keywords/enums/generated/types.gen.js'
import { validateStatus } from './keywords/enums/generated/validators.gen.js'
import type { Event } from './keywords/formats/generated/types.gen.js'
import { validateEvent } from './keywords/formats/generated/validators.gen.js'
import type { Pet as Pet30 } from './keywords/nullable-3.0/generated/types.gen.js'
import { validatePet as validatePet30 } from './keywords/nullable-3.0/generated/validators.gen.js'
import type { Pet as Pet31 } from './keywords/nullable-3.1/generated/types.gen.js'
import { validatePet as validatePet31 } from './keywords/nullable-3.1/generated/validators.gen.js'
import { closeAccount, getAccount } from './keywords/parameters/generated/sdk.gen.js'
import type { User, UserWritable } from './keywords/read-write-only/generated/types.gen.js'
import { validateUser } from './keywords/read-write-only/generated/validators.gen.js'

/** Both validators of a component schema: the spec validator's and the generated one. */
function agree(fixture: string, schema: string, generated: (value: unknown) => unknown) {
  const spec = keywordValidator(fixture)
  return {
    accepts(...values: unknown[]) {
      for (const value of values) {
        expect(spec.validateSchema(`#/components/schemas/${schema}`, value), JSON.stringify(value)).toEqual([])
        expect(generated(value), JSON.stringify(value)).toBeNull()
      }
    },
    refuses(...values: unknown[]) {
      for (const value of values) {
        expect(
          spec.validateSchema(`#/components/schemas/${schema}`, value).length,
          JSON.stringify(value),
        ).toBeGreaterThan(0)
        expect(generated(value), JSON.stringify(value)).not.toBeNull()
      }
    },
  }
}

describe('keyword fixtures: generated types and validators accept and refuse the same values', () => {
  it('the committed clients of the fixtures are what generation gives', async () => {
    for (const name of keywordFixtures) expect(await generateKeyword(name), name).toEqual(committedKeyword(name))
  }, 60_000)

  it('nullable (OpenAPI 3.0): null exactly where the spec says, on a type, a $ref and an enum', () => {
    const accepted: Pet30[] = [
      { name: null, owner: null, color: null },
      { name: 'Tom', owner: { name: 'Ann' }, color: 'red', age: 2 },
    ]
    // @ts-expect-error age is not nullable
    const nullAge: Pet30 = { name: 'Tom', owner: null, color: null, age: null }
    // @ts-expect-error a colour outside the enum
    const blue: Pet30 = { name: 'Tom', owner: null, color: 'blue' }
    // @ts-expect-error the owner's name is not nullable
    const nullOwnerName: Pet30 = { name: 'Tom', owner: { name: null }, color: null }
    const pets = agree('nullable-3.0', 'Pet', validatePet30)
    pets.accepts(...accepted)
    pets.refuses(nullAge, blue, nullOwnerName, { name: 'Tom', owner: null, color: null, age: 0 })
    expectTypeOf<Pet30['name']>().toEqualTypeOf<string | null>()
  })

  it("type: [.., 'null'] (OpenAPI 3.1): null in a property and in array items", () => {
    const accepted: Pet31[] = [
      { name: null, tags: [1, null] },
      { name: 'Tom', tags: [] },
    ]
    // @ts-expect-error tags are integers or null
    const textTag: Pet31 = { name: 'Tom', tags: ['a'] }
    // @ts-expect-error the array itself is not nullable
    const nullTags: Pet31 = { name: 'Tom', tags: null }
    const pets = agree('nullable-3.1', 'Pet', validatePet31)
    pets.accepts(...accepted)
    pets.refuses(textTag, nullTags)
  })

  it('oneOf discriminator with mapping: a union narrowed by its tag', () => {
    const accepted: Shape[] = [
      { kind: 'circle', radius: 1 },
      { kind: 'square', side: 2 },
    ]
    // @ts-expect-error a circle has a radius, not a side
    const wrongBranch: Shape = { kind: 'circle', side: 2 }
    // @ts-expect-error no such kind
    const triangle: Shape = { kind: 'triangle', side: 2 }
    const shapes = agree('discriminator-oneof', 'Shape', validateShape)
    shapes.accepts(...accepted)
    shapes.refuses(wrongBranch, triangle)
    const area = (shape: Shape) => (shape.kind === 'circle' ? Math.PI * shape.radius ** 2 : shape.side ** 2)
    expect(area({ kind: 'square', side: 3 })).toBe(9)
  })

  it('allOf + mapping discriminator (OpenAPI 3.0): the base becomes a union narrowed by its tag', () => {
    const secp = `03${'ab'.repeat(32)}`
    const ed = 'cd'.repeat(32)
    const accepted: PublicKey[] = [
      { key_type: 'Secp256k1', key_hex: secp },
      { key_type: 'Ed25519', key_hex: ed },
    ]
    // @ts-expect-error the tag is required
    const untagged: PublicKey = { key_hex: ed }
    // @ts-expect-error no such key type
    const rsa: PublicKey = { key_type: 'Rsa', key_hex: ed }
    const keys = agree('discriminator-allof', 'PublicKey', validatePublicKey)
    keys.accepts(...accepted)
    keys.refuses(untagged, rsa)
    // The tag chooses the branch: an Ed25519 key of Secp256k1's length is refused (a length is not a type).
    keys.refuses({ key_type: 'Ed25519', key_hex: secp })
    const narrowed = (key: PublicKey) => (key.key_type === 'Secp256k1' ? key.key_hex.length : -key.key_hex.length)
    expect(narrowed({ key_type: 'Ed25519', key_hex: ed })).toBe(-64)
  })

  it('anyOf: either alternative', () => {
    const accepted: Id[] = [{ id: 'a' }, { id: 7 }]
    // @ts-expect-error neither a string nor an integer
    const flag: Id = { id: true }
    const ids = agree('anyof', 'Id', validateId)
    ids.accepts(...accepted)
    ids.refuses(flag)
  })

  it('additionalProperties: a closed object and a map of typed values', () => {
    const accepted: Balances[] = [
      { owner: 'ann', amounts: { xrd: 1, gold: 2 } },
      { owner: 'bob', amounts: {} },
    ]
    // @ts-expect-error the object is closed
    const extra: Balances = { owner: 'ann', amounts: {}, note: 'x' }
    // @ts-expect-error the map's values are integers
    const textAmount: Balances = { owner: 'ann', amounts: { xrd: 'one' } }
    const balances = agree('additional-properties', 'Balances', validateBalances)
    balances.accepts(...accepted)
    balances.refuses(extra, textAmount)
  })

  it('enums: of strings and of integers', () => {
    const accepted: Status[] = [
      { state: 'PENDING', level: 1 },
      { state: 'FAILED', level: 3 },
    ]
    // @ts-expect-error no such state
    const lost: Status = { state: 'LOST', level: 1 }
    // @ts-expect-error no such level
    const four: Status = { state: 'PENDING', level: 4 }
    const statuses = agree('enums', 'Status', validateStatus)
    statuses.accepts(...accepted)
    statuses.refuses(lost, four)
  })

  it('formats: the type is the JSON type (a type cannot say "date-time"); the spec validator also checks the format', () => {
    const event: Event = { at: '2024-01-02T03:04:05Z', id: '00000000-0000-4000-8000-000000000000', count: 3 }
    // @ts-expect-error a date-time is a string
    const numericDate: Event = { at: 1, id: event.id, count: 3 }
    const events = agree('formats', 'Event', validateEvent)
    events.accepts(event)
    events.refuses(numericDate)
    // Format checks are the spec validator's (the server's); the generated client validators check shapes only.
    expect(
      keywordValidator('formats').validateSchema('#/components/schemas/Event', { ...event, at: 'yesterday' }),
    ).toEqual([expect.objectContaining({ path: '/at', message: 'must match format "date-time"' })])
  })

  it('readOnly/writeOnly: a request never sends a readOnly property, an answer never has a writeOnly one', () => {
    const validator = keywordValidator('read-write-only')
    const request = (body: unknown) =>
      validator.validateRequest('createUser', { headers: { 'content-type': 'application/json' }, body })
    const sent: UserWritable = { name: 'ann', password: 'secret' }
    // @ts-expect-error id is readOnly: the request type has no id
    const withId: UserWritable = { id: 'u1', name: 'ann', password: 'secret' }
    expect(request(sent)).toEqual([])
    expect(request(withId)).toEqual([expect.objectContaining({ path: '/body/id', message: 'is not allowed' })])
    const answered: User = { id: 'u1', name: 'ann' }
    // @ts-expect-error password is writeOnly: the answer type has no password
    const withPassword: User = { id: 'u1', name: 'ann', password: 'secret' }
    const users = agree('read-write-only', 'User', validateUser)
    users.accepts(answered)
    users.refuses(withPassword, { name: 'ann' })
  })

  it('path, query and header parameters; GET and DELETE; 204 and empty answers', async () => {
    const sent: { method: string; url: string; trace: string | null }[] = []
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ method: String(init.method), url, trace: new Headers(init.headers).get('x-request-id') })
      if (url.endsWith('/cache/touch')) return new Response(null, { status: 200, headers: { 'x-touched': '3' } })
      return init.method === 'GET' ? Response.json({ address: 'acc_1' }) : new Response(null, { status: 204 })
    }) as typeof globalThis.fetch
    const client = createSdkClient({ transport: createHttpTransport({ baseUrl: 'http://api.test', fetch }) })
    const account = await getAccount({
      client,
      path: { address: 'acc_1' },
      query: { limit: 2, tag: ['a', 'b'] },
      headers: { 'X-Request-Id': 'r1' },
    })
    expectTypeOf(account.address).toBeString()
    await closeAccount({ client, path: { address: 'acc_1' } })
    const cleared = await clearCache({ client })
    const touched = await touchCache({ client })
    expect([cleared.status, touched.status, touched.headers.get('x-touched')]).toEqual([204, 200, '3'])
    expect(sent).toEqual([
      { method: 'GET', url: 'http://api.test/accounts/acc_1?limit=2&tag=a&tag=b', trace: 'r1' },
      { method: 'DELETE', url: 'http://api.test/accounts/acc_1', trace: null },
      { method: 'POST', url: 'http://api.test/cache/clear', trace: null },
      { method: 'POST', url: 'http://api.test/cache/touch', trace: null },
    ])
    // @ts-expect-error the path parameter is required
    await expect(getAccount({ client, query: {} })).rejects.toThrow('path parameter address has no value')
    // The server's view: the spec validator checks the same parameters.
    const validator = keywordValidator('parameters')
    expect(validator.findOperation('GET', '/accounts/acc_9')).toMatchObject({
      operationId: 'getAccount',
      pathParams: { address: 'acc_9' },
    })
  })
})
