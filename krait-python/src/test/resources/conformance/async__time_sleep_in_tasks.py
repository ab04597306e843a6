import asyncio
import time

log = []

def helper(label):
    time.sleep(0.01)
    log.append(f"helper {label}")
    return label

async def worker(name):
    log.append(f"{name} start")
    time.sleep(0.02)
    log.append(f"{name} after time.sleep")
    await asyncio.sleep(0)
    log.append(f"{name} after sleep(0)")
    return helper(name)

async def main():
    t0 = time.monotonic()
    results = await asyncio.gather(worker("a"), worker("b"))
    elapsed = time.monotonic() - t0
    print(results)
    print(*log, sep="\n")
    print("waited:", elapsed >= 0.05)
    print(sorted([3, 1, 2], key=lambda x: (time.sleep(0), x)[1]))
    try:
        time.sleep(-1)
    except ValueError as e:
        print("ValueError:", e)
    try:
        time.sleep("1")
    except TypeError as e:
        print("TypeError:", e)
    def gen():
        for i in range(2):
            time.sleep(0.001)
            yield i
    print(list(gen()))

t0 = time.monotonic()
time.sleep(0.02)
print("top level waited:", time.monotonic() - t0 >= 0.02)
asyncio.run(main())
