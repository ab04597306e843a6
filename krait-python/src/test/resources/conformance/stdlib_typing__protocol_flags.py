from typing import Protocol, runtime_checkable
class P(Protocol):
    def f(self): ...
@runtime_checkable
class R(Protocol):
    def f(self): ...
class A:
    def f(self): pass
print(isinstance(A(), R), isinstance(1, R), P._is_protocol, R._is_runtime_protocol, P._is_runtime_protocol)
try:
    isinstance(A(), P)
except TypeError as e:
    print(e)
