class Item:
    def __init__(self, name, qty, price):
        self.name, self.qty, self.price = name, qty, price
    @property
    def value(self):
        return self.qty * self.price
    def __repr__(self):
        return f"Item({self.name!r}, qty={self.qty}, price={self.price})"
class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, item):
        if item.name in self.items:
            self.items[item.name].qty += item.qty
        else:
            self.items[item.name] = item
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(sorted(self.items.values(), key=lambda i: -i.value))
    def total(self):
        return sum(i.value for i in self.items.values())
inv = Inventory()
for args in [("bolt", 100, 0.05), ("nut", 50, 0.03), ("gear", 3, 12.5), ("bolt", 20, 0.05)]:
    inv.add(Item(*args))
print(len(inv), list(inv))
print(f"total value {inv.total():.2f}")
