class E:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        if not isinstance(o, E):
            return NotImplemented
        return self.v == o.v
print(E(1) == E(1), E(1) != E(1), E(1) != E(2), E(1) == 1, 1 == E(1), E(1) != "x")
print([E(1), E(2)].index(E(2)), E(3) in [E(3)], [E(1)].count(E(1)))
class NeOnly:
    def __ne__(self, o): return "custom-ne"
print(NeOnly() != 1, NeOnly() == NeOnly())
