class P:
    def __init__(self, x): self.x = x
    def __eq__(self, other): return isinstance(other, P) and self.x == other.x
print(P(1) == P(1), P(1) != P(2), P.__hash__)
try:
    {P(1)}
except TypeError as e:
    print(e)
class H(P):
    def __hash__(self): return hash(self.x)
print(len({H(1), H(1), H(2)}), H(1) in {H(1)})
class NE:
    def __eq__(self, o): return NotImplemented
print(NE() == NE(), NE() != 1, 1 == NE())
