# argument-count errors of builtin methods name the method with its type, as CPython words them
import collections
import datetime
import io

calls = {
    "no arguments": [lambda: {}.items(1), lambda: [].copy(1), lambda: "".upper(1), lambda: (7).bit_length(2),
                     lambda: (1.5).is_integer(1), lambda: b"ab".lower(1), lambda: {2}.pop(1),
                     lambda: io.StringIO().getvalue(1), lambda: datetime.date(2024, 5, 1).isoformat(1),
                     lambda: object().__dir__(1), lambda: (2j).conjugate(3)],
    "one argument": [lambda: [].append(), lambda: set().add(1, 2), lambda: "-".join(), lambda: [].count(),
                     lambda: collections.deque().append(), lambda: bytearray().append()],
    "no keywords": [lambda: "".upper(x=1), lambda: {}.keys(x=1), lambda: set().add(item=1), lambda: {}.get(key=1)],
    "unqualified forms": [lambda: [].insert(1), lambda: {}.get(), lambda: "".split(1, 2, 3), lambda: [].pop(1, 2),
                          lambda: len(), lambda: abs(1, 2), lambda: int.from_bytes(), lambda: str.upper()],
}
for group, fns in calls.items():
    print("--", group)
    for fn in fns:
        try:
            fn()
            print("no error")
        except TypeError as e:
            print(e)


class Mine(dict):
    pass


try:
    Mine().items(1)
except TypeError as e:
    print("subclass:", e)
