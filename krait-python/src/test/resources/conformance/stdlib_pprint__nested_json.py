import pprint

data = {
    "users": [
        {"id": 1, "name": "Alice Johnson", "email": "alice@example.com", "roles": ["admin", "editor"],
         "active": True, "score": 98.5, "tags": None},
        {"id": 2, "name": "Bob Smith", "email": "bob@example.com", "roles": ["viewer"],
         "active": False, "score": 71.25, "tags": {"team": "infra", "level": 3}},
    ],
    "meta": {"page": 1, "per_page": 2, "total": 57, "next": "https://api.example.com/users?page=2&per_page=2"},
    "empty": {}, "elist": [], "etuple": (), "eset": set(),
}

pprint.pprint(data)
for w in (120, 60, 40, 20, 5):
    print(f"--- width={w}")
    pprint.pprint(data, width=w)
print("--- indent=4")
pprint.pprint(data["users"][1], indent=4, width=40)
print("--- depth")
pprint.pprint(data, depth=1)
pprint.pprint(data, depth=2, width=60)
print("--- sort_dicts=False / pp")
pprint.pp({"b": 1, "a": [1, 2, 3], "c": {"z": 1, "y": 2}}, width=20)
pprint.pprint({"b": 1, "a": 2}, sort_dicts=False)
print("--- pformat")
s = pprint.pformat(list(range(40)))
print(s)
print(repr(pprint.pformat({"k": "v" * 10}, width=10)))
print("--- compact")
pprint.pprint(list(range(60)), compact=True, width=50)
pprint.pprint([[1, 2, 3], "x" * 30, (4, 5), {"a": 1}] * 3, compact=True, width=40)
print("--- tuples")
pprint.pprint((1,), width=2)
pprint.pprint(((1, 2), ("a" * 20, "b" * 20), ("single",)), width=30)
print("--- sets")
pprint.pprint({3, 1, 2, 10, 7}, width=5)
pprint.pprint(frozenset({"pear", "apple", "fig"}), width=10)
pprint.pprint({1, "a", 2.5}, width=5)
print("--- underscore_numbers")
pprint.pprint([10**9, 12345, -7654321, True], underscore_numbers=True)
pprint.pprint({"big": 10**12}, underscore_numbers=True, width=5)
print("--- mixed keys")
pprint.pprint({1: "a", "b": 2, (1, 2): 3, None: 4}, width=10)
