result = {"a": None}
print(result.get("a"))
result.get("a").upper()
