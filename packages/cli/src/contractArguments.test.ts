import { describe, expect, it } from 'vitest'
import { contractArguments } from './contractArguments.js'

describe('contractArguments', () => {
  it('passes the global options before `contract` that the contract also takes, then the rest', () => {
    expect(contractArguments(['--gateway', 'http://a', '--json', '--rpc=http://b', 'contract', '--json', 'out.json'])).toEqual(['--gateway', 'http://a', '--rpc=http://b', '--json', 'out.json'])
    expect(contractArguments(['--index', '2', 'contract'])).toEqual([])
    expect(contractArguments(['help', 'contract'])).toEqual(['--help'])
  })

  it('answers undefined for any other command', () => {
    expect(contractArguments(['node', 'ping'])).toBeUndefined()
    expect(contractArguments(['--gateway'])).toBeUndefined()
    expect(contractArguments(['--unknown', 'contract'])).toBeUndefined()
    expect(contractArguments(['demo', 'contract'])).toBeUndefined()
  })
})
