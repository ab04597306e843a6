cfg = {"user": {"name": "Ann", "tags": ["x", "y"]}}
print(f"{cfg["user"]["name"].upper()} has {len(cfg["user"]["tags"])} tags: {"/".join(cfg["user"]["tags"])}")
print(f"{f"{f"{1 + 1}"}"}")
print(f"{"nested" + f"{"!" * 3}"}")
