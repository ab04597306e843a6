# Dataclass instances: build, compare fields, update them in a loop.
from dataclasses import dataclass


@dataclass
class Order:
    oid: int
    qty: int
    price: float
    status: str = "new"


def bench():
    orders = [Order(i, i % 9 + 1, (i % 50) * 1.25) for i in range(30_000)]
    total = 0.0
    for o in orders:
        if o.qty > 4:
            o.status = "big"
            total += o.qty * o.price
        else:
            total -= o.price
    big = sum(1 for o in orders if o.status == "big")
    return round(total, 2), big
