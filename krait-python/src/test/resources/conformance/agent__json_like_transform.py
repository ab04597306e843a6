payload = {"items": [{"id": 1, "tags": ["a", "b"], "price": 9.99}, {"id": 2, "tags": [], "price": 0.5}, {"id": 3, "tags": ["b"], "price": 100}]}
tag_index = {}
for item in payload["items"]:
    for t in item["tags"] or ["untagged"]:
        tag_index.setdefault(t, []).append(item["id"])
print(tag_index)
total = sum(i["price"] for i in payload["items"])
print(f"total={total:.2f}", round(total, 1), repr(total))
cheap = [i["id"] for i in payload["items"] if i["price"] < 10]
print(cheap, any(not i["tags"] for i in payload["items"]))
summary = {"count": len(payload["items"]), "ids": [i["id"] for i in payload["items"]], "max": max(payload["items"], key=lambda i: i["price"])["id"]}
print(summary)
