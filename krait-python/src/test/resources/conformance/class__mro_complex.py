class O: pass
class F(O): pass
class E(O): pass
class D(O): pass
class C(D, F): pass
class B(D, E): pass
class A(B, C): pass
print(" ".join(k.__name__ for k in A.__mro__))
class K1: pass
class K2: pass
class K3: pass
class Z1(K1, K2): pass
class Z2(K2, K3): pass
class Top(Z1, Z2): pass
print(" ".join(k.__name__ for k in Top.__mro__))
