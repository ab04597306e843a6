users = [{"n": "a", "roles": ["admin", "dev"]}, {"n": "b", "roles": []}, {"n": "c", "roles": ["dev"]}]
print({u["n"]: len(u["roles"]) for u in users})
print({r: [u["n"] for u in users if r in u["roles"]] for r in sorted({r for u in users for r in u["roles"]})})
print([u["n"] if u["roles"] else u["n"].upper() for u in users])
print({u["n"]: {"admin": "admin" in u["roles"]} for u in users if u["roles"]})
