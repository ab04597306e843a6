# UserDict reaches its data through the attribute protocol: a data property, a custom
# __getattribute__ and a dict subclass as data are all honoured.
from collections import UserDict
class P(UserDict):
    @property
    def data(self):
        return {"fixed": 1}
    @data.setter
    def data(self, v):
        pass
p = P(a=2)
print(p["fixed"], len(p), dict(p))
class G(UserDict):
    def __getattribute__(self, name):
        if name == "data":
            return {"via": "getattribute"}
        return super().__getattribute__(name)
print(G(x=1)["via"])
class D(dict):
    def __contains__(self, k): return k == "magic"
    def __getitem__(self, k): return "M"
u = UserDict(); u.data = D()
print(u["magic"], "other" in u)
