import asyncio
from dataclasses import dataclass, field, replace, asdict, astuple
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum
from functools import total_ordering, reduce
from operator import attrgetter

class Status(Enum):
    ACTIVE = "active"
    BACKORDER = "backorder"
    DISCONTINUED = "discontinued"

@dataclass(frozen=True)
class Sku:
    code: str
    price: Decimal
    qty: int
    status: Status = Status.ACTIVE
    tags: tuple = ()

    @property
    def value(self):
        return (self.price * self.qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

@dataclass
class Warehouse:
    name: str
    skus: list = field(default_factory=list)

    def total(self):
        return sum((s.value for s in self.skus), Decimal("0"))

async def load_warehouse(name, n):
    await asyncio.sleep(0)
    statuses = list(Status)
    return Warehouse(name, [
        Sku(f"{name[:2].upper()}-{i:03d}", Decimal(f"{(i * 7) % 50 + 0.49:.2f}"), (i * 11) % 23,
            statuses[i % 3], tuple(sorted({"fragile" if i % 4 == 0 else "std", "big" if i % 5 == 0 else "small"})))
        for i in range(1, n + 1)
    ])

houses = await asyncio.gather(load_warehouse("north", 12), load_warehouse("south", 9), load_warehouse("east", 15))
for h in sorted(houses, key=lambda h: h.total(), reverse=True):
    print(f"{h.name:<6} skus={len(h.skus):>3} value={h.total():>10}")

all_skus = [s for h in houses for s in h.skus]
# multi-key sort: status name asc, value desc, code asc
ranked = sorted(all_skus, key=lambda s: (s.status.value, -s.value, s.code))
print(f"{'code':<8}{'status':<14}{'price':>7}{'qty':>5}{'value':>9}  tags")
for s in ranked[:8]:
    print(f"{s.code:<8}{s.status.name:<14}{s.price:>7}{s.qty:>5}{s.value:>9}  {'/'.join(s.tags)}")

# stable sort twice == multi-key
twice = sorted(sorted(all_skus, key=attrgetter("code")), key=attrgetter("qty"), reverse=True)
print([s.code for s in twice[:6]])

s0 = all_skus[0]
s1 = replace(s0, qty=s0.qty + 5, status=Status.BACKORDER)
print(s0 == s1, s1.qty - s0.qty, s1.status, hash(s0) == hash(replace(s0)))
try:
    s0.qty = 0
except Exception as e:
    print(type(e).__name__, e)
print(asdict(s0)["price"], astuple(s0)[:3])
print(reduce(lambda acc, s: acc + s.qty, all_skus, 0), "units")
zero = [s.code for s in all_skus if s.qty == 0]
print("zero stock:", zero)

@total_ordering
@dataclass(eq=False)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, text):
        parts = [int(p) for p in text.lstrip("v").split(".")]
        return cls(*parts)

    def _key(self):
        return (self.major, self.minor, self.patch)

    def __eq__(self, other):
        return self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

vs = [Version.parse(t) for t in ["v1.10.0", "1.2", "v1.2.3", "0.9.12", "2"]]
print([f"{v.major}.{v.minor}.{v.patch}" for v in sorted(vs)])
print(max(vs), Version(1, 2) <= Version(1, 2, 0), Version(3) > Version(2, 99))
try:
    Version.parse("v1.x")
except ValueError as e:
    print("bad version:", e)
