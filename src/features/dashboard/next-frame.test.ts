import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextFrame } from './next-frame'

describe('nextFrame', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('gives every caller of one frame the same promise, resolved by that frame', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback)
      return frames.length
    })
    const first = nextFrame()
    const second = nextFrame()
    expect(second).toBe(first)
    expect(frames).toHaveLength(1)

    let resolved = false
    void first.then(() => (resolved = true))
    await Promise.resolve()
    expect(resolved).toBe(false)
    frames[0]!(0)
    await first
    expect(resolved).toBe(true)

    // The next caller waits for the frame after.
    const third = nextFrame()
    expect(third).not.toBe(first)
    expect(frames).toHaveLength(2)
  })

  it('resolves at once where there are no frames (Node)', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    await expect(nextFrame()).resolves.toBeUndefined()
  })
})
