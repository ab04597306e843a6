import asyncio
import random
from dataclasses import dataclass

random.seed(1234)

class RateLimitError(Exception):
    def __init__(self, retry_after):
        super().__init__(f"429 Too Many Requests (retry after {retry_after}s)")
        self.retry_after = retry_after

class TransientError(Exception):
    pass

call_log = []

async def call_api(endpoint, attempt_budget):
    call_log.append(endpoint)
    await asyncio.sleep(0)
    n = call_log.count(endpoint)
    if n <= attempt_budget.get(endpoint, 0):
        if endpoint.startswith("/rate"):
            raise RateLimitError(retry_after=0.001 * n)
        raise TransientError(f"503 from {endpoint} (try {n})")
    if endpoint == "/broken":
        raise ValueError("malformed response body")
    return {"endpoint": endpoint, "tries": n, "payload": endpoint.strip("/").upper()}

@dataclass
class RetryPolicy:
    max_attempts: int = 4
    base_delay: float = 0.001
    factor: float = 2.0
    max_delay: float = 0.005

    def delays(self):
        d = self.base_delay
        for _ in range(self.max_attempts - 1):
            yield min(d, self.max_delay)
            d *= self.factor

async def with_retries(endpoint, budget, policy=RetryPolicy()):
    waits = []
    delays = policy.delays()
    while True:
        try:
            return await call_api(endpoint, budget), waits
        except (TransientError, RateLimitError) as exc:
            try:
                delay = next(delays)
            except StopIteration:
                raise RuntimeError(f"{endpoint}: giving up after {policy.max_attempts} attempts") from exc
            if isinstance(exc, RateLimitError):
                delay = max(delay, exc.retry_after)
            jitter = random.uniform(0, delay / 10)
            waits.append(round(delay, 4))
            await asyncio.sleep(delay + jitter)

budget = {"/users": 2, "/orders": 0, "/rate/search": 2, "/flaky": 5, "/broken": 1}
outcomes = {}
for ep in budget:
    try:
        result, waits = await with_retries(ep, budget)
        outcomes[ep] = ("ok", result["tries"], waits)
    except RuntimeError as e:
        cause = e.__cause__
        outcomes[ep] = ("gave up", f"{type(cause).__name__}: {cause}", str(e))
    except Exception as e:
        outcomes[ep] = ("error", type(e).__name__, str(e))

for ep, info in outcomes.items():
    print(f"{ep:<14} {info[0]:<8} {info[1]!s:<40} {info[2]}")

print("total calls:", len(call_log))
print("per endpoint:", {ep: call_log.count(ep) for ep in budget})
print("delays:", list(RetryPolicy(max_attempts=6).delays()))

# Concurrent retries with gather(return_exceptions=True)
call_log.clear()
budget2 = {f"/item/{i}": i % 3 for i in range(8)}
budget2["/item/7"] = 9
res = await asyncio.gather(*(with_retries(ep, budget2) for ep in budget2), return_exceptions=True)
for ep, r in zip(budget2, res):
    if isinstance(r, BaseException):
        print(ep, "->", type(r).__name__, "|", r, "| cause:", type(r.__cause__).__name__)
    else:
        print(ep, "->", r[0]["payload"], "tries", r[0]["tries"], "waits", r[1])
