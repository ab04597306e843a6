import json

raw = '''{"users": [
  {"id": 3, "name": "Zoë", "tags": ["admin", "ops"], "score": 91.5, "active": true},
  {"id": 1, "name": "Ann", "tags": [], "score": 78, "active": false, "manager": null},
  {"id": 2, "name": "Bob \\"B\\"", "tags": ["dev"], "score": 1e3, "active": true}
], "next": null}'''

data = json.loads(raw)
print(type(data).__name__, sorted(data))
users = data["users"]
print([u["name"] for u in users])
summary = {
    "count": len(users),
    "active": [u["id"] for u in users if u["active"]],
    "by_id": {u["id"]: u["name"] for u in users},
    "avg": sum(u["score"] for u in users) / len(users),
    "tags": sorted({t for u in users for t in u["tags"]}),
}
print(json.dumps(summary))
print(json.dumps(summary, indent=2, sort_keys=True))
print(json.dumps(summary, separators=(",", ":"), ensure_ascii=False))
print(json.dumps(users[0], indent="\t"))
print(json.dumps([1, 2.0, -0.5, 10**20, 1e-7, True, None, "é\n"]))
print(json.dumps({"empty_list": [], "empty_obj": {}, "nested": [[], [{}]]}, indent=1))
print(json.dumps((1, 2)), json.dumps("😀"), json.dumps("😀", ensure_ascii=False))
print(json.dumps({True: 1, None: 2, 3.5: 3, 7: 4}))
print(json.loads('[1, 2.5, "x", null, true, false, -0, 1E2, {"a": {}}]'))
print(json.loads('"\\u00e9\\ud83d\\ude00\\n\\t\\/"'))
print(json.loads('{"a": 1, "a": 2}'))
print(json.loads("123456789012345678901234567890"), json.loads(" 7 "))
print(json.loads('{"price": "1.10"}', parse_float=str), json.loads('[1.10]', parse_float=str))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=list))
print(json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items())))
round_trip = json.loads(json.dumps(summary))
print(round_trip == {**summary, "by_id": {str(k): v for k, v in summary["by_id"].items()}})


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


print(json.dumps({"s": {3, 1, 2}}, cls=Encoder))
print(json.dumps({"s": {3, 1}}, default=lambda o: sorted(o)))
