# UserDict subclass writes/reads/membership (20k each), UserList appends and iteration, UserString methods.
from collections import UserDict, UserList, UserString
class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
d = Lower()
for i in range(20_000):
    d[f"K{i % 500}"] = i
    d.get(f"k{i % 700}")
    f"k{i % 300}" in d
d.update({f"X{i}": i for i in range(2000)})
total = sum(d.values()) + len(list(d.items()))
ul = UserList()
for i in range(20_000):
    ul.append(i)
s = sum(ul) + sum(1 for _ in ul) + ul[5] + len(ul[100:200])
us = UserString("hello world " * 50)
n = sum(len(us.upper()) + us.count("o") for _ in range(2000))
assert total > 0 and s > 0 and n > 0
