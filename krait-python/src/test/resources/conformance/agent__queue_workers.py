import asyncio
import hashlib
import itertools
from collections import Counter, deque

URLS = [f"https://docs.example.com/{section}/{page}" for section, page in itertools.product(["api", "guide", "blog"], range(1, 8))]

async def fetch_page(url):
    await asyncio.sleep(0)
    digest = hashlib.sha256(url.encode()).hexdigest()
    words = (len(url) * 37) % 900 + 100
    if url.endswith("/guide/5"):
        raise TimeoutError(f"timed out fetching {url}")
    return {"url": url, "etag": digest[:12], "words": words}

async def producer(queue, urls):
    for u in urls:
        await queue.put(u)
    print(f"producer: queued {len(urls)} urls (maxsize={queue.maxsize})")

async def consumer(name, queue, results, failures, seen):
    while True:
        url = await queue.get()
        try:
            page = await fetch_page(url)
            results.append(page)
            seen[name] += 1
        except TimeoutError as e:
            failures.append(str(e))
        finally:
            queue.task_done()

async def crawl(n_workers=4):
    queue = asyncio.Queue(maxsize=5)
    results, failures, seen = [], [], Counter()
    workers = [asyncio.create_task(consumer(f"w{i}", queue, results, failures, seen)) for i in range(n_workers)]
    await producer(queue, URLS)
    await queue.join()
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print("workers stopped:", all(isinstance(o, asyncio.CancelledError) for o in outcome))
    print("queue empty:", queue.empty(), "| qsize:", queue.qsize())
    return results, failures, seen

results, failures, seen = await crawl()
print(f"pages={len(results)} failures={failures}")
print("work spread over workers:", sum(seen.values()), "pages across", len(seen), "workers")

by_section = {}
for r in sorted(results, key=lambda r: r["url"]):
    section = r["url"].split("/")[3]
    by_section.setdefault(section, []).append(r["words"])
print(f"{'section':<8}{'pages':>6}{'words':>8}{'avg':>8}")
for section, words in sorted(by_section.items()):
    print(f"{section:<8}{len(words):>6}{sum(words):>8}{sum(words) / len(words):>8.1f}")

# PriorityQueue: urgent jobs first, FIFO among equals via a counter
pq = asyncio.PriorityQueue()
counter = itertools.count()
for prio, job in [(2, "reindex"), (1, "alert"), (3, "cleanup"), (1, "page-oncall"), (2, "backup")]:
    pq.put_nowait((prio, next(counter), job))
order = []
while not pq.empty():
    prio, _, job = await pq.get()
    order.append(f"{prio}:{job}")
print("priority order:", order)

q = asyncio.Queue(maxsize=2)
q.put_nowait("a")
q.put_nowait("b")
try:
    q.put_nowait("c")
except asyncio.QueueFull:
    print("QueueFull when full:", q.full())
print(q.get_nowait(), q.get_nowait())
try:
    q.get_nowait()
except asyncio.QueueEmpty:
    print("QueueEmpty when empty")
lifo = asyncio.LifoQueue()
for x in "xyz":
    await lifo.put(x)
print("lifo:", [lifo.get_nowait() for _ in range(3)])
recent = deque(maxlen=3)
for r in results:
    recent.append(r["etag"][:6])
print("last etags:", list(recent))
